import { cn } from '@pb/ui/lib/cn'
import { type CSSProperties, useId, useLayoutEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../lib/format'
import type { BoardFieldName, BoardRun } from '../../trpc/types'
import { cellTone, useOutcomeWords } from '../draws/outcome-words'
import { BOARD_ROWS, boardColumns } from './board-columns'

/** Cell pitch: a 22 px cell and a 2 px gap, the grid lines drawn in the gaps. */
const cellPx = 22
const gapPx = 2
const pitch = cellPx + gapPx
/** The columns a screen reader hears, newest first. */
const spokenRuns = 10

const gridStyle = (columns: number): CSSProperties => ({
  gridTemplateRows: `repeat(${BOARD_ROWS}, ${cellPx}px)`,
  gridTemplateColumns: `repeat(${Math.max(columns, 1)}, ${cellPx}px)`,
  gap: gapPx,
  backgroundImage:
    'linear-gradient(to right, var(--border) 1px, transparent 1px), linear-gradient(to bottom, var(--border) 1px, transparent 1px)',
  backgroundSize: `${pitch}px ${pitch}px`,
  backgroundPosition: `${cellPx + gapPx / 2 - 0.5}px ${cellPx + gapPx / 2 - 0.5}px`,
  height: BOARD_ROWS * pitch - gapPx,
})

/**
 * A classic column board of one outcome: a column per run of the same value, six cells high, a longer
 * run turning right along the bottom row. It scrolls sideways with the newest column in view; a
 * screen reader hears the latest columns and the current streak instead of the cells.
 */
export function PatternBoard({
  field,
  runs,
  values,
}: {
  field: BoardFieldName
  runs: BoardRun[]
  /** The field's values in order, for the legend. */
  values: string[]
}) {
  const { t } = useTranslation('fairness', { keyPrefix: 'draws' })
  const { word, letter } = useOutcomeWords()
  const headingId = useId()
  const scroller = useRef<HTMLElement>(null)
  const grid = useMemo(() => boardColumns(runs), [runs])
  const title = t(`boards.fields.${field}`)
  const last = runs.at(-1)
  const current = last
    ? t('boards.current', { value: word(last.value), length: formatNumber(last.length) })
    : ''
  const recent = runs
    .slice(-spokenRuns)
    .reverse()
    .map((run) => t('boards.run', { value: word(run.value), length: formatNumber(run.length) }))
    .join(', ')

  // The newest column in view when the board first shows, whenever it grows and when the screen
  // changes width (a phone turned, a window resized).
  useLayoutEffect(() => {
    const element = scroller.current
    if (!element || grid.columns < 0) return
    const toNewest = () => {
      element.scrollLeft = element.scrollWidth
    }
    toNewest()
    const observer = new ResizeObserver(toNewest)
    observer.observe(element)
    return () => observer.disconnect()
  }, [grid])

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-2 rounded-lg border bg-card p-3 sm:p-4"
      data-board={field}
      data-runs={runs.length}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="font-semibold text-sm">
          {title}
        </h3>
        <ul aria-label={t('boards.legend')} className="flex items-center gap-3 text-xs">
          {values.map((value) => (
            <li key={value} className="flex items-center gap-1">
              <span
                aria-hidden
                className={cn(
                  'inline-flex size-[18px] items-center justify-center rounded-full font-bold text-[10px] leading-none',
                  cellTone[value],
                )}
              >
                {letter(value)}
              </span>
              {word(value)}
            </li>
          ))}
        </ul>
      </div>
      <p className="flex flex-wrap gap-x-3 text-sm" aria-hidden>
        <span className="font-semibold" data-testid="board-current">
          {current}
        </span>
        <span className="text-muted-foreground tabular-nums">
          {t('boards.columns', { value: formatNumber(grid.columns) })}
        </span>
      </p>
      <section
        ref={scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways takes the keyboard.
        tabIndex={0}
        aria-label={t('boards.region', { title })}
        className="overflow-x-auto overscroll-x-contain rounded-md border bg-background p-1.5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        data-testid="board-scroller"
      >
        <p className="sr-only">
          {recent && `${t('boards.recent', { runs: recent })}. `}
          {current}
        </p>
        <div
          aria-hidden
          className="grid w-max min-w-full"
          style={gridStyle(grid.columns)}
          data-testid="board-grid"
          data-columns={grid.columns}
        >
          {grid.cells.map((cell) => (
            <span
              key={`${cell.column}-${cell.row}`}
              className={cn(
                'flex items-center justify-center rounded-full font-bold text-[11px] leading-none',
                cellTone[cell.value],
                cell.tail && 'ring-2 ring-foreground/25 ring-inset',
              )}
              style={{ gridColumn: cell.column + 1, gridRow: cell.row + 1 }}
              data-run-start={cell.start ? cell.run : undefined}
            >
              {letter(cell.value)}
            </span>
          ))}
        </div>
      </section>
    </section>
  )
}
