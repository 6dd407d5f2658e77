import { listPageSizes } from '@pb/contract/limits'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { trpc } from '../../../trpc/client'
import { collectAllPages } from '../data-table/collect-all-pages'
import { DataTable } from '../data-table/data-table'
import { loadingOverPrevious } from '../data-table/loading-over-previous'
import { useFallbackRefetchMs } from '../live/stream-health'
import { ViewHeader } from '../shared/view-header'
import { useBetListColumns } from './bet-list-columns'
import { BetListFilters } from './bet-list-filters'
import { BetSums } from './bet-sums'
import type { BetsSearch } from './bets-search'
import { usePrintBetReceipt } from './use-print-bet-receipt'

/** docs/product.md §2.5, bet history: every bet item of the members the administrator manages. */
export function BetListPanel({
  search,
  onSearch,
}: {
  search: BetsSearch
  onSearch: (next: BetsSearch) => void
}) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const queryClient = useQueryClient()
  const limit = search.limit ?? listPageSizes.bets.fallback
  const filter = {
    startDate: search.startDate,
    endDate: search.endDate,
    loginId: search.loginId,
    roundNo: search.roundNo,
    result: search.result,
  }
  const bets = useQuery({
    ...trpc.admin.bets.list.queryOptions({ ...filter, page: search.page ?? 1, limit }),
    placeholderData: keepPreviousData,
    refetchInterval: useFallbackRefetchMs(),
  })
  const { print, printing } = usePrintBetReceipt()
  // Every filter change starts again from the first page.
  const columns = useBetListColumns({
    onMember: (loginId) => onSearch({ ...search, loginId, page: undefined }),
    onPrint: (bet) => void print(bet),
    printing,
  })

  return (
    <div className="flex flex-col gap-3">
      <ViewHeader title={t('menu.items.betHistory')} />
      <DataTable
        tableId="bets"
        label={t('menu.items.betHistory')}
        columns={columns}
        page={bets.data}
        isFetching={loadingOverPrevious(bets)}
        error={bets.isError ? sayRefusal(bets.error, t('betHistory.loadFailed')) : undefined}
        emptyMessage={t('betHistory.empty')}
        sorting={[]}
        onSortingChange={() => {}}
        onPageChange={(page) => onSearch({ ...search, page })}
        pageSize={limit}
        pageSizes={[]}
        pageSizeRange={listPageSizes.bets}
        onPageSizeChange={(size) => onSearch({ ...search, limit: size, page: undefined })}
        getRowId={(bet) => String(bet.id)}
        filters={
          <BetListFilters
            search={search}
            onFilters={(next) => onSearch({ ...search, ...next, page: undefined })}
          />
        }
        summary={bets.data && bets.data.pagination.total > 0 && <BetSums sums={bets.data.sums} />}
        exportName={t('betHistory.exportName')}
        exportRows={() =>
          collectAllPages((page) =>
            queryClient.fetchQuery(
              trpc.admin.bets.list.queryOptions({ ...filter, page, limit: listPageSizes.bets.max }),
            ),
          )
        }
      />
    </div>
  )
}
