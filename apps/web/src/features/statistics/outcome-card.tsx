import { gameDate, todayRound } from '@pb/game'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber, formatPercent } from '../../lib/format'
import type { OutcomeFieldName, Statistics } from '../../trpc/types'
import { useOutcomeWords } from '../draws/outcome-words'

type FieldStatistics = Statistics['fields'][OutcomeFieldName]

/**
 * One outcome over the window: each value's count and share (a bar beside the figures, which are
 * always written out), the current streak and the window's longest.
 */
export function OutcomeCard({ field, statistics }: { field: OutcomeFieldName; statistics: FieldStatistics }) {
  const { t } = useTranslation('fairness', { keyPrefix: 'draws' })
  const { word } = useOutcomeWords()
  const headingId = useId()
  const { streak, longest } = statistics
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border bg-card p-4"
      data-field={field}
    >
      <h3 id={headingId} className="font-semibold text-sm">
        {t(`statistics.fields.${field}`)}
      </h3>
      <table className="w-full text-sm">
        <thead className="text-muted-foreground text-xs">
          <tr>
            <th scope="col" className="pb-1 text-left font-medium">
              {t('statistics.columns.value')}
            </th>
            <td aria-hidden />
            <th scope="col" className="pb-1 text-right font-medium">
              {t('statistics.columns.count')}
            </th>
            <th scope="col" className="pb-1 text-right font-medium">
              {t('statistics.columns.share')}
            </th>
          </tr>
        </thead>
        <tbody>
          {statistics.values.map((value) => (
            <tr key={value.value} data-value={value.value}>
              <th scope="row" className="whitespace-nowrap py-1 pr-2 text-left font-medium">
                {word(value.value)}
              </th>
              <td className="w-full py-1" aria-hidden>
                <div className="h-1.5 min-w-8 overflow-hidden rounded-full bg-muted">
                  <div
                    className="h-full rounded-full bg-primary/70"
                    style={{ width: `${value.share * 100}%` }}
                  />
                </div>
              </td>
              <td className="py-1 pl-3 text-right tabular-nums" data-testid="count">
                {formatNumber(value.count)}
              </td>
              <td className="w-[4.5rem] py-1 pl-2 text-right text-muted-foreground tabular-nums">
                {formatPercent(value.share)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-auto grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 border-t pt-2 text-xs">
        <dt className="text-muted-foreground">{t('statistics.streak')}</dt>
        <dd className="font-semibold" data-testid="streak">
          {streak.value
            ? t('statistics.streakValue', { value: word(streak.value), length: formatNumber(streak.length) })
            : t('statistics.noStreak')}
        </dd>
        <dt className="text-muted-foreground">{t('statistics.longest')}</dt>
        <dd data-testid="longest">
          {longest.value ? (
            <>
              <span className="font-semibold">
                {t('statistics.streakValue', {
                  value: word(longest.value),
                  length: formatNumber(longest.length),
                })}
              </span>
              {longest.lastRound !== null && (
                <span className="ml-1 text-muted-foreground">
                  {t('statistics.longestRound', {
                    date: gameDate(longest.lastRound).slice(5),
                    round: todayRound(longest.lastRound),
                  })}
                </span>
              )}
            </>
          ) : (
            t('statistics.noStreak')
          )}
        </dd>
      </dl>
    </section>
  )
}
