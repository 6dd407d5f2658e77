import { Spinner } from '@pb/ui/spinner'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { CalendarXIcon, SearchXIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/empty-state'
import { ErrorAlert } from '../../components/error-alert'
import { Pager } from '../../components/pager'
import { formatNumber } from '../../lib/format'
import { trpc } from '../../trpc/client'
import { ResultList } from './result-list'
import { ResultsFilters } from './results-filters'
import type { ResultsSearch } from './results-search'

/** Rounds a page; a whole day is 288. */
const resultsPageSize = 30

/**
 * Every drawn or voided round of a KST day, newest first and paged, or the one round searched for.
 * Today's first page grows live as rounds are drawn (the live events write into it).
 */
export function ResultsView({
  search,
  onSearch,
}: {
  search: ResultsSearch
  onSearch: (next: ResultsSearch) => void
}) {
  const { t } = useTranslation('fairness', { keyPrefix: 'draws' })
  const { t: common } = useTranslation()
  const page = search.page ?? 1
  const results = useQuery({
    ...trpc.game.results.queryOptions({
      date: search.date,
      round: search.round,
      page,
      limit: resultsPageSize,
    }),
    placeholderData: keepPreviousData,
  })
  const data = results.data
  const searched = search.round !== undefined

  return (
    <div className="flex flex-col gap-4">
      <ResultsFilters search={search} onSearch={onSearch} />
      {results.isPending && <Spinner className="mx-auto my-8 size-6" label={common('common.loading')} />}
      {results.isError && <ErrorAlert error={results.error} fallback={t('results.loadFailed')} />}
      {data && (
        <>
          <p
            className="text-muted-foreground text-sm tabular-nums"
            aria-live="polite"
            data-testid="results-total"
          >
            {searched
              ? t('results.searched', { round: search.round })
              : `${data.date} · ${t('results.total', { value: formatNumber(data.pagination.total) })}`}
          </p>
          {data.items.length === 0 ? (
            <EmptyState
              icon={searched ? SearchXIcon : CalendarXIcon}
              message={searched ? t('results.notFound', { round: search.round }) : t('results.empty')}
            />
          ) : (
            <ResultList date={data.date} results={data.items} withDate={searched} />
          )}
          {data.pagination.totalPages > 1 && (
            <Pager
              page={page}
              totalPages={data.pagination.totalPages}
              onPage={(next) => onSearch({ ...search, page: next > 1 ? next : undefined })}
            />
          )}
        </>
      )}
    </div>
  )
}
