import { cn } from '@pb/ui/lib/cn'
import { useTranslation } from 'react-i18next'
import type { DayResult } from '../../trpc/types'
import { ResultRow, resultColumns } from './result-row'

/** A day's rounds, newest first, under a header row from lg up. */
export function ResultList({
  date,
  results,
  withDate = false,
}: {
  date: string
  results: DayResult[]
  withDate?: boolean
}) {
  const { t } = useTranslation('fairness', { keyPrefix: 'draws' })
  const columns = t('results.columns', { returnObjects: true })
  return (
    <div className="overflow-hidden rounded-lg border bg-card">
      <div
        aria-hidden
        className={cn(
          'hidden border-b bg-muted/50 px-3 py-2 font-medium text-muted-foreground text-xs lg:grid',
          resultColumns,
        )}
      >
        <span>{columns.round}</span>
        <span>{columns.drawOrder}</span>
        <span>{columns.sorted}</span>
        <span>{columns.powerball}</span>
        <span>{columns.sum}</span>
        <span>{columns.notes}</span>
        <span className="min-w-[7.5rem] text-right">{columns.check}</span>
      </div>
      <ol className="divide-y" aria-label={t('results.listLabel', { date })} data-testid="day-results">
        {results.map((result) => (
          <ResultRow key={result.round} result={result} withDate={withDate} />
        ))}
      </ol>
    </div>
  )
}
