import { listPageSizes } from '@pb/contract/limits'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { trpc } from '../../../trpc/client'
import type { ArchiveKind, ArchivePage } from '../admin-types'
import { collectAllPages } from '../data-table/collect-all-pages'
import { DataTable, type PageOf } from '../data-table/data-table'
import { type ArchiveSearch, archivePageSizes } from './archive-search'

interface ArchivedRowsTableProps<Row> {
  kind: ArchiveKind
  /** The answer when it is of this table's kind (while another kind's page is still on screen, none). */
  pick: (answer: ArchivePage | undefined) => PageOf<Row> | undefined
  columns: ColumnDef<Row, unknown>[]
  search: ArchiveSearch
  onSearch: (next: ArchiveSearch) => void
  filters: ReactNode
}

/** The archived rows of one kind of history, filtered by member and KST dates. */
export function ArchivedRowsTable<Row extends { id: number }>({
  kind,
  pick,
  columns,
  search,
  onSearch,
  filters,
}: ArchivedRowsTableProps<Row>) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const queryClient = useQueryClient()
  const limit = search.limit ?? archivePageSizes[0]
  const filter = { kind, userId: search.userId, startDate: search.startDate, endDate: search.endDate }
  const rows = useQuery({
    ...trpc.admin.archive.rows.queryOptions({ ...filter, page: search.page ?? 1, limit }),
    placeholderData: keepPreviousData,
  })

  return (
    <DataTable
      tableId={`archive-${kind}`}
      label={t(`archive.views.${kind}`)}
      columns={columns}
      page={pick(rows.data)}
      isFetching={rows.isFetching}
      error={rows.isError ? sayRefusal(rows.error, t('table.loadFailed')) : undefined}
      emptyMessage={t('archive.emptyRows')}
      sorting={[]}
      onSortingChange={() => {}}
      onPageChange={(page) => onSearch({ ...search, page })}
      pageSize={limit}
      pageSizes={archivePageSizes}
      onPageSizeChange={(size) => onSearch({ ...search, limit: size, page: undefined })}
      getRowId={(row) => String(row.id)}
      filters={filters}
      exportName={t('archive.exportName', { view: t(`archive.views.${kind}`) })}
      exportRows={() =>
        collectAllPages(async (page) => {
          const answer = await queryClient.fetchQuery(
            trpc.admin.archive.rows.queryOptions({ ...filter, page, limit: listPageSizes.archive.max }),
          )
          return pick(answer) ?? { items: [], pagination: { totalPages: 0 } }
        })
      }
    />
  )
}
