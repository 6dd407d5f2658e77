import { Spinner } from '@pb/ui/spinner'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ListChecksIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/empty-state'
import { ErrorAlert } from '../../components/error-alert'
import { OnceOpened } from '../../components/lazy-dialog'
import { Pager } from '../../components/pager'
import { trpc } from '../../trpc/client'
import { BetFilters } from './bet-filters'
import { BetTable } from './bet-table'
import type { BetsSearch } from './bets-search'
import { LazyBetDetailDialog } from './lazy-bet-detail-dialog'

/** docs/product.md §2.4, the bet list page: filters, 10 rows by default, paging; statuses change live as rounds settle. */
export function BetsPage({ search, onSearch }: { search: BetsSearch; onSearch: (next: BetsSearch) => void }) {
  const { t } = useTranslation()
  const [openBet, setOpenBet] = useState<string | null>(null)
  const page = search.page ?? 1
  const history = useQuery({
    ...trpc.bets.history.queryOptions({
      page,
      limit: search.limit ?? 10,
      status: search.status,
      startDate: search.startDate,
      endDate: search.endDate,
    }),
    placeholderData: keepPreviousData,
  })

  return (
    <section className="flex max-w-4xl flex-col gap-4">
      <h1 className="font-bold text-2xl">{t('bets.title')}</h1>
      <BetFilters search={search} onChange={onSearch} />
      {history.isPending && <Spinner className="mx-auto my-8 size-6" label={t('common.loading')} />}
      {history.isError && <ErrorAlert error={history.error} fallback={t('bets.loadFailed')} />}
      {history.data && (
        <>
          <p className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
            {t('bets.total', { count: history.data.pagination.total })}
          </p>
          {history.data.items.length === 0 ? (
            <EmptyState icon={ListChecksIcon} message={t('bets.empty')} />
          ) : (
            <BetTable bets={history.data.items} onSelect={setOpenBet} />
          )}
          <Pager
            page={page}
            totalPages={history.data.pagination.totalPages}
            onPage={(next) => onSearch({ ...search, page: next > 1 ? next : undefined })}
          />
        </>
      )}
      <OnceOpened open={openBet !== null}>
        <LazyBetDetailDialog betId={openBet} onClose={() => setOpenBet(null)} />
      </OnceOpened>
    </section>
  )
}
