import { listPageSizes } from '@pb/contract/limits'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { trpc } from '../../../trpc/client'
import { collectAllPages } from '../data-table/collect-all-pages'
import { DataTable } from '../data-table/data-table'
import { useArchiveRunColumns } from './archive-run-columns'
import { type ArchiveSearch, archivePageSizes } from './archive-search'

/** Every settlement made, newest first; with a member number, that member's own. */
export function ArchiveRunsTable({
  search,
  onSearch,
  filters,
}: {
  search: ArchiveSearch
  onSearch: (next: ArchiveSearch) => void
  filters: ReactNode
}) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const queryClient = useQueryClient()
  const limit = search.limit ?? archivePageSizes[0]
  const runs = useQuery({
    ...trpc.admin.archive.runs.queryOptions({
      userId: search.userId,
      page: search.page ?? 1,
      limit,
    }),
    placeholderData: keepPreviousData,
  })
  const columns = useArchiveRunColumns((userId) => onSearch({ ...search, userId, page: undefined }))

  return (
    <DataTable
      tableId="archive-settlements"
      label={t('archive.views.settlements')}
      columns={columns}
      page={runs.data}
      isFetching={runs.isFetching}
      error={runs.isError ? sayRefusal(runs.error, t('table.loadFailed')) : undefined}
      emptyMessage={t('archive.emptySettlements')}
      sorting={[]}
      onSortingChange={() => {}}
      onPageChange={(page) => onSearch({ ...search, page })}
      pageSize={limit}
      pageSizes={archivePageSizes}
      onPageSizeChange={(size) => onSearch({ ...search, limit: size, page: undefined })}
      getRowId={(row) => String(row.id)}
      filters={filters}
      exportName={t('archive.exportName', { view: t('archive.views.settlements') })}
      exportRows={() =>
        collectAllPages((page) =>
          queryClient.fetchQuery(
            trpc.admin.archive.runs.queryOptions({
              userId: search.userId,
              page,
              limit: listPageSizes.archive.max,
            }),
          ),
        )
      }
    />
  )
}
