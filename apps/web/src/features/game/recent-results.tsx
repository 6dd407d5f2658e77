import { Spinner } from '@pb/ui/spinner'
import { useQuery } from '@tanstack/react-query'
import { HistoryIcon } from 'lucide-react'
import { memo, useDeferredValue, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { DrawBalls } from '../../components/draw-balls'
import { EmptyState } from '../../components/empty-state'
import { ErrorAlert } from '../../components/error-alert'
import { OutcomeTag } from '../../components/outcome-tag'
import { formatTime } from '../../lib/format'
import { trpc } from '../../trpc/client'
import { VerifyRoundButton } from '../fairness/verify-round-button'

/** docs/product.md §9: ten recent results by default. */
const recentLimit = 10

/** The latest draws: balls, sum, odd/even, under/over and size, each verifiable in the browser. */
export const RecentResults = memo(function RecentResults() {
  const { t } = useTranslation()
  const headingId = useId()
  const results = useQuery(trpc.game.recentResults.queryOptions({ limit: recentLimit }))
  // The page's answers arrive together; the rows are drawn after the board, in a render React may pause.
  const rows = useDeferredValue(results.data)

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="font-semibold text-lg max-lg:sr-only">
        {t('results.title')}
      </h2>
      {rows === undefined && !results.isError && (
        <Spinner className="mx-auto my-6 size-6" label={t('common.loading')} />
      )}
      {results.isError && <ErrorAlert error={results.error} fallback={t('results.loadFailed')} />}
      {rows?.length === 0 && <EmptyState icon={HistoryIcon} message={t('results.empty')} />}
      {rows && rows.length > 0 && (
        <ol className="flex flex-col divide-y rounded-lg border bg-card" data-testid="recent-results">
          {rows.map((result) => (
            <li
              key={result.round}
              className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-3 py-2 sm:gap-x-4"
              data-round={result.round}
            >
              <span className="w-[5.5rem] text-sm">
                <span className="font-semibold tabular-nums">
                  {t('game.round.today', { round: result.todayRound })}
                </span>
                <span className="ml-1.5 text-muted-foreground text-xs tabular-nums">
                  {formatTime(result.time).slice(0, 5)}
                </span>
              </span>
              <DrawBalls balls={result.number} powerball={result.powerball} />
              <dl className="flex items-center gap-x-2 text-xs sm:gap-x-3">
                <div className="flex items-center gap-1">
                  <dt className="text-muted-foreground">{t('results.sum')}</dt>
                  <dd className="w-[3ch] font-semibold tabular-nums">{result.numberSum}</dd>
                </div>
                <div className="flex items-center gap-0.5">
                  <dt className="sr-only">{t('results.normal')}</dt>
                  <dd className="flex">
                    <OutcomeTag value={result.numberOddEven} />
                    <OutcomeTag value={result.numberUnderOver} />
                    <OutcomeTag value={result.numberSize} />
                  </dd>
                </div>
                <div className="flex items-center gap-0.5">
                  <dt className="text-muted-foreground">{t('results.powerballShort')}</dt>
                  <dd className="flex">
                    <OutcomeTag value={result.powerballOddEven} />
                    <OutcomeTag value={result.powerballUnderOver} />
                  </dd>
                </div>
              </dl>
              <span className="ml-auto">
                <VerifyRoundButton result={result} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
})
