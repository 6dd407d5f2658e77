import { listPageSizes } from '@pb/contract/limits'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { trpc } from '../../../trpc/client'
import { collectAllPages } from '../data-table/collect-all-pages'
import { DataTable } from '../data-table/data-table'
import { sortingOf } from '../data-table/table-search'
import { useAuditColumns } from './audit-columns'
import { AuditLogFilters } from './audit-filters'
import { type AuditSearch, auditPageSizes } from './audit-search'

/** Every administrator action within the viewer's scope, newest first (docs/roles-and-branches.md §7). */
export function AuditLogPanel({
  search,
  onSearch,
}: {
  search: AuditSearch
  onSearch: (next: AuditSearch) => void
}) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const queryClient = useQueryClient()
  const limit = search.limit ?? auditPageSizes[0]
  const filter = {
    actorLoginId: search.actorLoginId,
    targetUserId: search.targetUserId,
    action: search.action,
    startDate: search.startDate,
    endDate: search.endDate,
  }
  const entries = useQuery({
    ...trpc.admin.audit.list.queryOptions({ ...filter, page: search.page ?? 1, limit }),
    placeholderData: keepPreviousData,
  })
  // Every filter change starts again from the first page.
  const columns = useAuditColumns((actorLoginId) => onSearch({ ...search, actorLoginId, page: undefined }))

  return (
    <DataTable
      tableId="audit"
      label={t('menu.items.auditLog')}
      columns={columns}
      page={entries.data}
      isFetching={entries.isFetching}
      error={entries.isError ? sayRefusal(entries.error, t('table.loadFailed')) : undefined}
      emptyMessage={t('audit.empty')}
      sorting={sortingOf(search)}
      onSortingChange={() => {}}
      onPageChange={(page) => onSearch({ ...search, page })}
      pageSize={limit}
      pageSizes={auditPageSizes}
      onPageSizeChange={(size) => onSearch({ ...search, limit: size, page: undefined })}
      getRowId={(row) => String(row.id)}
      rowClassName={() => '[&>td]:align-top'}
      filters={
        <AuditLogFilters
          search={search}
          onFilters={(next) => onSearch({ ...search, ...next, page: undefined })}
        />
      }
      exportName={t('audit.exportName')}
      exportRows={() =>
        collectAllPages((page) =>
          queryClient.fetchQuery(
            trpc.admin.audit.list.queryOptions({ ...filter, page, limit: listPageSizes.audit.max }),
          ),
        )
      }
    />
  )
}
