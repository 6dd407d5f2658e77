import { Badge } from '@pb/ui/badge'
import { cn } from '@pb/ui/lib/cn'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Ball } from '../../components/draw-balls'
import { formatNumber, formatPercent } from '../../lib/format'
import type { Statistics } from '../../trpc/types'

type BallGroup = Statistics['balls']

/**
 * Each powerball digit or normal ball: how often it came up in the window, its share and how many
 * rounds ago it was last drawn; the most and least frequent are marked in words.
 */
export function BallFrequency({ kind, group }: { kind: 'powerballs' | 'balls'; group: BallGroup }) {
  const { t } = useTranslation('fairness', { keyPrefix: 'draws' })
  const headingId = useId()
  const countOf = (balls: number[]) => group.values.find((ball) => ball.value === balls[0])?.count ?? 0
  const times = (count: number) => t('statistics.times', { value: formatNumber(count) })

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid={`${kind}-frequency`}>
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="font-semibold text-lg">
          {t(`statistics.sections.${kind}`)}
        </h2>
        <p className="text-muted-foreground text-xs">{t('statistics.balls.legend')}</p>
        {group.mostFrequent.length > 0 && (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <span data-testid="most-frequent">
              {t('statistics.balls.mostList', {
                balls: group.mostFrequent.join(', '),
                count: times(countOf(group.mostFrequent)),
              })}
            </span>
            <span className="text-muted-foreground" data-testid="least-frequent">
              {t('statistics.balls.leastList', {
                balls: group.leastFrequent.join(', '),
                count: times(countOf(group.leastFrequent)),
              })}
            </span>
          </p>
        )}
      </div>
      <ul
        className={cn(
          'grid gap-1.5',
          kind === 'powerballs'
            ? 'grid-cols-5 sm:grid-cols-10'
            : 'grid-cols-4 sm:grid-cols-7 xl:grid-cols-14',
        )}
      >
        {group.values.map((ball) => {
          const most = group.mostFrequent.includes(ball.value)
          const least = group.leastFrequent.includes(ball.value)
          return (
            <li
              key={ball.value}
              data-ball={ball.value}
              className={cn(
                'flex flex-col items-center gap-0.5 rounded-md border bg-card px-1 pt-2 pb-1.5 text-center',
                most && 'border-primary bg-primary/5',
                least && 'border-dashed border-muted-foreground/60',
              )}
            >
              <Ball value={ball.value} powerball={kind === 'powerballs'} aria-hidden className="mb-1" />
              <span className="sr-only">{ball.value}</span>
              <span className="font-semibold text-sm tabular-nums" data-testid="ball-count">
                <span className="sr-only">{t('statistics.balls.count')} </span>
                {times(ball.count)}
              </span>
              <span className="text-muted-foreground text-xs tabular-nums">
                <span className="sr-only">{t('statistics.balls.share')} </span>
                {formatPercent(ball.share)}
              </span>
              <span className="text-muted-foreground text-xs tabular-nums" data-testid="since-last-seen">
                <span className="sr-only">{t('statistics.balls.since')} </span>
                {ball.sinceLastSeen === null
                  ? t('statistics.balls.never')
                  : ball.sinceLastSeen === 0
                    ? t('statistics.balls.latest')
                    : t('statistics.balls.ago', { value: formatNumber(ball.sinceLastSeen) })}
              </span>
              <span className="flex h-5 items-center">
                {most && <Badge className="px-1.5 py-0 text-[11px]">{t('statistics.balls.most')}</Badge>}
                {least && (
                  <Badge variant="outline" className="px-1.5 py-0 text-[11px]">
                    {t('statistics.balls.least')}
                  </Badge>
                )}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
