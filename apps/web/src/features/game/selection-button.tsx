import { cn } from '@pb/ui/lib/cn'
import { formatOdds } from '../../lib/format'
import { boardLabel, selectionLabel } from '../../lib/labels'
import type { BoardMarket } from './board-layout'

interface SelectionButtonProps {
  selection: BoardMarket['selections'][number]
  pressed: boolean
  /** Label and odds on one line: the two- and three-way markets, whose labels are a syllable. */
  inline: boolean
  onToggle: (selectionCode: string) => void
}

/**
 * One selection of the board: its label and current odds; pressed while it is in the cart. Until its
 * odds have answered it shows a placeholder of their size and cannot be chosen.
 */
export function SelectionButton({ selection, pressed, inline, onToggle }: SelectionButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={selection.oddsValue === undefined}
      data-selection={selection.selectionCode}
      onClick={() => onToggle(selection.selectionCode)}
      className={cn(
        'flex min-h-11 min-w-0 items-center justify-center rounded-md border px-1.5 text-center outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
        inline ? 'gap-1.5' : 'flex-col gap-0 py-1',
        pressed
          ? 'border-primary bg-primary text-primary-foreground'
          : 'bg-background hover:border-primary/60 hover:bg-accent',
      )}
    >
      <span className="min-w-0 font-semibold text-sm leading-tight [word-break:keep-all]">
        {boardLabel(selection.selectionCode)}
      </span>
      {selection.oddsValue === undefined ? (
        // Still, not pulsing: a pulse per button was an animation (and a layer) per button for a slow
        // phone to start at its first paint, for the second or so until the odds answer.
        <span aria-hidden className="my-0.5 h-3 w-9 rounded-sm bg-muted" />
      ) : (
        <span className={cn('text-xs tabular-nums', pressed ? 'opacity-90' : 'text-muted-foreground')}>
          {formatOdds(selection.oddsValue)}
        </span>
      )}
      {/* Named by what it shows (a voice user says "홀 1.93배"), then which market it belongs to. */}
      <span className="sr-only">, {selectionLabel(selection.selectionCode)}</span>
    </button>
  )
}
