import { cn } from '@pb/ui/lib/cn'
import { useTranslation } from 'react-i18next'
import { formatRate } from '../../../lib/format'
import type { OrgStatement } from '../admin-types'
import { figureTone, formatFigure, type LineFigure, lineFigures, totalOf } from './statement-figures'

type Cell = LineFigure | 'total'
const cells: Cell[] = [...lineFigures, 'total']
type Hint = 'netHint' | 'losingBaseHint' | 'losingPoolHint' | 'losingCommissionHint' | 'totalHint'
const hints: Partial<Record<Cell, Hint>> = {
  net: 'netHint',
  losingBase: 'losingBaseHint',
  losingPool: 'losingPoolHint',
  losingCommission: 'losingCommissionHint',
  total: 'totalHint',
}

/**
 * The statement's figures as twelve cells on a hairline grid: three to a row on a phone and a
 * tablet, six on a wide screen. The losing cells read in order: the base, the pool the subtree may
 * be paid, what went to the branches below, the branch's own (docs/money.md §9). While it loads the
 * cells keep their place.
 */
export function StatementSummary({ statement }: { statement: OrgStatement | undefined }) {
  const { t } = useTranslation('admin')
  return (
    <section aria-label={t('statements.summaryLabel')} className="grid gap-2">
      <dl className="grid grid-cols-3 gap-px overflow-hidden rounded-lg border bg-border xl:grid-cols-6">
        {cells.map((cell) => {
          const value = statement && (cell === 'total' ? totalOf(statement) : statement[cell])
          return (
            <div
              key={cell}
              data-figure={cell}
              className={cn(
                'grid min-w-0 content-start gap-1 bg-card px-2.5 py-2 sm:px-3 sm:py-2.5',
                cell === 'total' && 'bg-muted',
              )}
            >
              <dt className="text-muted-foreground text-xs">
                {t(`statements.figures.${cell}`)}
                {hints[cell] && (
                  <span className="block text-[0.6875rem]">{t(`statements.${hints[cell]}`)}</span>
                )}
              </dt>
              <dd
                className={cn(
                  'truncate font-semibold text-sm tabular-nums sm:text-base',
                  value !== undefined && figureTone(cell, value),
                )}
              >
                {value === undefined ? (
                  <span className="my-1 block h-4 w-20 max-w-full rounded bg-muted" aria-hidden />
                ) : (
                  formatFigure(cell, value)
                )}
              </dd>
            </div>
          )
        })}
      </dl>
      {statement && statement.level !== 'ROOT' && (
        <p className="px-1 text-muted-foreground text-xs tabular-nums">
          {t('statements.rates', {
            start: statement.start,
            rolling: formatRate(statement.rates.rollingRate),
            losing: formatRate(statement.rates.losingRate),
          })}
        </p>
      )}
    </section>
  )
}
