import { cn } from '@pb/ui/lib/cn'
import { ScrollRegion } from '@pb/ui/scroll-region'
import { useQuery } from '@tanstack/react-query'
import { CircleAlertIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { formatMoney, formatPoints, formatSignedMoney } from '../../../lib/format'
import { trpc } from '../../../trpc/client'
import type { AdminTotals } from '../admin-types'
import { useFallbackRefetchMs } from '../live/stream-health'

type Figure = 'deposit' | 'withdrawal' | 'profit' | 'betting' | 'winning' | 'balance' | 'points'

const figures: Figure[] = ['deposit', 'withdrawal', 'profit', 'betting', 'winning', 'balance', 'points']
/** Where a new group starts (cash in and out, bets, holdings): a thin rule sets it apart. */
const groupStarts = new Set<Figure>(['betting', 'balance'])

function formatted(figure: Figure, totals: AdminTotals): string {
  if (figure === 'points') return formatPoints(totals.points)
  if (figure === 'profit' && totals.profit !== 0) return formatSignedMoney(totals.profit)
  return formatMoney(totals[figure])
}

/** Profit reads green when money came in, red when more went out. */
function toneOf(figure: Figure, totals: AdminTotals | undefined) {
  if (figure !== 'profit' || !totals || totals.profit === 0) return undefined
  return totals.profit > 0 ? 'text-success' : 'text-destructive'
}

/**
 * docs/product.md §2.5 summary bar: today's figures (KST) of the administrator's subtree. One line that scrolls
 * sideways on a phone; the live events and the five-minute refresh keep it current.
 */
export function SummaryBar() {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const totals = useQuery({
    ...trpc.admin.stats.totals.queryOptions({}),
    refetchInterval: useFallbackRefetchMs(),
  })

  return (
    <ScrollRegion
      label={t('summary.label')}
      className="flex items-center gap-x-5 border-b bg-muted/40 px-3 py-1.5 sm:px-6"
    >
      <span className="shrink-0 rounded-md border bg-background px-2 py-0.5 font-medium text-muted-foreground text-xs">
        {t('summary.today')}
      </span>
      <dl className="flex shrink-0 gap-x-5">
        {figures.map((figure) => (
          <div
            key={figure}
            data-figure={figure}
            className={cn('flex flex-col', groupStarts.has(figure) && 'border-l pl-5')}
            title={figure === 'profit' ? t('summary.profitHint') : undefined}
          >
            <dt className="text-muted-foreground text-xs leading-tight">{t(`summary.${figure}`)}</dt>
            <dd
              className={cn('font-semibold text-sm tabular-nums leading-snug', toneOf(figure, totals.data))}
            >
              {totals.data ? (
                formatted(figure, totals.data)
              ) : totals.isError ? (
                t('summary.unavailable')
              ) : (
                <span className="my-0.5 block h-4 w-16 rounded bg-muted" aria-hidden />
              )}
            </dd>
          </div>
        ))}
      </dl>
      {totals.isError && (
        <p role="alert" className="flex shrink-0 items-center gap-1.5 text-destructive text-xs">
          <CircleAlertIcon className="size-3.5" aria-hidden />
          {sayRefusal(totals.error, t('summary.loadFailed'))}
        </p>
      )}
    </ScrollRegion>
  )
}
