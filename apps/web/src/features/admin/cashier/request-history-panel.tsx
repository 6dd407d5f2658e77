import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SortingState } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { trpc } from '../../../trpc/client'
import type { CashierRequestType } from '../../../trpc/types'
import { collectAllPages } from '../data-table/collect-all-pages'
import { DataTable } from '../data-table/data-table'
import { loadingOverPrevious } from '../data-table/loading-over-previous'
import { sortingOf, sortOf } from '../data-table/table-search'
import { useFallbackRefetchMs } from '../live/stream-health'
import { ViewHeader } from '../shared/view-header'
import { useRequestHistoryColumns } from './request-history-columns'
import { RequestHistoryFilters } from './request-history-filters'
import { historySorts, type RequestHistorySearch } from './request-history-search'
import { defaultRequestPageSize, requestPageSizes } from './request-page-sizes'

const copy = {
  topup: {
    title: 'menu.items.topupHistory',
    empty: 'cashier.history.emptyTopups',
    file: 'cashier.history.exportTopups',
  },
  withdrawal: {
    title: 'menu.items.withdrawalHistory',
    empty: 'cashier.history.emptyWithdrawals',
    file: 'cashier.history.exportWithdrawals',
  },
} as const

/** The server's largest page (core `listRequestsInput`), for the fewest calls in an export. */
const exportPageSize = 200

const newestFirst: SortingState = [{ id: 'requestedAt', desc: true }]

/** Top-up history and withdrawal history: every request of the type, filtered in the address. */
export function RequestHistoryPanel({
  type,
  search,
  onSearch,
}: {
  type: CashierRequestType
  search: RequestHistorySearch
  onSearch: (next: RequestHistorySearch) => void
}) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const queryClient = useQueryClient()
  const limit = search.limit ?? defaultRequestPageSize
  const filter = {
    type,
    status: search.status,
    startDate: search.startDate,
    endDate: search.endDate,
    order: search.order === 'asc' ? ('asc' as const) : ('desc' as const),
  }
  const history = useQuery({
    ...trpc.admin.requests.list.queryOptions(
      { ...filter, page: search.page ?? 1, limit },
      { refetchInterval: useFallbackRefetchMs() },
    ),
    placeholderData: keepPreviousData,
  })
  const sorting = search.sort ? sortingOf(search) : newestFirst

  return (
    <div className="flex flex-col gap-3">
      <ViewHeader title={t(copy[type].title)} />
      <DataTable
        tableId={`history-${type}`}
        label={t(copy[type].title)}
        columns={useRequestHistoryColumns(type)}
        page={history.data}
        isFetching={loadingOverPrevious(history)}
        error={history.isError ? sayRefusal(history.error, t('table.loadFailed')) : undefined}
        emptyMessage={t(copy[type].empty)}
        filters={<RequestHistoryFilters search={search} onSearch={onSearch} />}
        sorting={sorting}
        onSortingChange={(next) => onSearch({ ...search, ...sortOf(next, historySorts), page: undefined })}
        onPageChange={(page) => onSearch({ ...search, page })}
        pageSize={limit}
        pageSizes={requestPageSizes}
        onPageSizeChange={(size) => onSearch({ ...search, limit: size, page: undefined })}
        getRowId={(request) => String(request.id)}
        exportName={t(copy[type].file)}
        exportRows={() =>
          collectAllPages((page) =>
            queryClient.fetchQuery(
              trpc.admin.requests.list.queryOptions({ ...filter, page, limit: exportPageSize }),
            ),
          )
        }
      />
    </div>
  )
}
