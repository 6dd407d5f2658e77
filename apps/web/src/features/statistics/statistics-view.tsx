import { gameDate } from '@pb/game'
import { Spinner } from '@pb/ui/spinner'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ChartNoAxesColumnIcon } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/empty-state'
import { ErrorAlert } from '../../components/error-alert'
import { formatNumber } from '../../lib/format'
import { trpc } from '../../trpc/client'
import type { OutcomeFieldName, Statistics } from '../../trpc/types'
import { BallFrequency } from './ball-frequency'
import { OutcomeCard } from './outcome-card'
import { PatternBoards } from './pattern-boards'
import { inputOf, type StatisticsSearch, searchOf, windowOf } from './statistics-search'
import { WindowChooser } from './window-chooser'

/** The outcomes in the order of the betting board: singles, then the combinations. */
const outcomeFields = [
  'powerballOddEven',
  'powerballUnderOver',
  'numberOddEven',
  'numberUnderOver',
  'numberSize',
  'powerballCombo',
  'numberCombo',
  'numberOddEvenSize',
] as const satisfies readonly OutcomeFieldName[]

/**
 * The statistics of the chosen window: every outcome's count, share and streaks, each number's
 * frequency, and the pattern boards. They refresh a little after each draw (the live events spread
 * the refetches over 20 seconds).
 */
export function StatisticsView({
  search,
  onSearch,
}: {
  search: StatisticsSearch
  onSearch: (next: StatisticsSearch) => void
}) {
  const { t } = useTranslation('fairness', { keyPrefix: 'draws' })
  const { t: common } = useTranslation()
  const chosen = windowOf(search)
  const statistics = useQuery({
    ...trpc.game.statistics.queryOptions(inputOf(chosen)),
    placeholderData: keepPreviousData,
  })
  const data = statistics.data

  return (
    <div className="flex flex-col gap-6">
      <WindowChooser value={chosen} onChange={(next) => onSearch(searchOf(next))} />
      {statistics.isPending && <Spinner className="mx-auto my-8 size-6" label={common('common.loading')} />}
      {statistics.isError && <ErrorAlert error={statistics.error} fallback={t('statistics.loadFailed')} />}
      {data &&
        (data.totalRounds === 0 ? (
          <EmptyState icon={ChartNoAxesColumnIcon} message={t('statistics.empty')} />
        ) : (
          <StatisticsBody statistics={data} />
        ))}
    </div>
  )
}

function StatisticsBody({ statistics }: { statistics: Statistics }) {
  const { t } = useTranslation('fairness', { keyPrefix: 'draws' })
  const outcomesId = useId()
  const to = statistics.lastRound === null ? statistics.firstGameDate : gameDate(statistics.lastRound)
  return (
    <>
      <p
        className="-mt-3 text-muted-foreground text-sm tabular-nums"
        aria-live="polite"
        data-testid="window-summary"
      >
        {t('statistics.summary', {
          value: formatNumber(statistics.totalRounds),
          from: statistics.firstGameDate,
          to,
        })}
      </p>
      <section aria-labelledby={outcomesId} className="flex flex-col gap-3">
        <h2 id={outcomesId} className="font-semibold text-lg">
          {t('statistics.sections.outcomes')}
        </h2>
        <div className="grid items-start gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {outcomeFields.map((field) => (
            <OutcomeCard key={field} field={field} statistics={statistics.fields[field]} />
          ))}
        </div>
      </section>
      <PatternBoards statistics={statistics} />
      <BallFrequency kind="powerballs" group={statistics.powerballs} />
      <BallFrequency kind="balls" group={statistics.balls} />
    </>
  )
}
