import { listPageSizes } from '@pb/contract/limits'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { trpc } from '../../../trpc/client'
import { collectAllPages } from '../data-table/collect-all-pages'
import { DataTable } from '../data-table/data-table'
import { sortingOf } from '../data-table/table-search'
import { useFallbackRefetchMs } from '../live/stream-health'
import { usePointLedgerColumns } from './point-ledger-columns'
import { PointLedgerFilters } from './point-ledger-filters'
import { type PointsSearch, pointPageSizes } from './points-search'

/** docs/product.md §2.5, point history: every point movement of the members the administrator manages. */
export function PointLedgerPanel({
  search,
  onSearch,
}: {
  search: PointsSearch
  onSearch: (next: PointsSearch) => void
}) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const queryClient = useQueryClient()
  const limit = search.limit ?? pointPageSizes[0]
  const filter = {
    type: search.type,
    startDate: search.startDate,
    endDate: search.endDate,
    userId: search.userId,
  }
  const entries = useQuery({
    ...trpc.admin.points.list.queryOptions({ ...filter, page: search.page ?? 1, limit }),
    placeholderData: keepPreviousData,
    refetchInterval: useFallbackRefetchMs(),
  })
  // Every filter change starts again from the first page.
  const columns = usePointLedgerColumns((userId) => onSearch({ ...search, userId, page: undefined }))

  return (
    <DataTable
      tableId="points"
      label={t('menu.items.pointHistory')}
      columns={columns}
      page={entries.data}
      isFetching={entries.isFetching}
      error={entries.isError ? sayRefusal(entries.error, t('table.loadFailed')) : undefined}
      emptyMessage={t('pointHistory.empty')}
      sorting={sortingOf(search)}
      onSortingChange={() => {}}
      onPageChange={(page) => onSearch({ ...search, page })}
      pageSize={limit}
      pageSizes={pointPageSizes}
      onPageSizeChange={(size) => onSearch({ ...search, limit: size, page: undefined })}
      getRowId={(row) => String(row.id)}
      filters={
        <PointLedgerFilters
          search={search}
          onFilters={(next) => onSearch({ ...search, ...next, page: undefined })}
        />
      }
      exportName="points"
      exportRows={() =>
        collectAllPages((page) =>
          queryClient.fetchQuery(
            trpc.admin.points.list.queryOptions({ ...filter, page, limit: listPageSizes.points.max }),
          ),
        )
      }
    />
  )
}
