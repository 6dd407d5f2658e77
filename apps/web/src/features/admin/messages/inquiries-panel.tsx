import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { formatDateTime } from '../../../lib/format'
import { trpc } from '../../../trpc/client'
import { DataTable } from '../data-table/data-table'
import { FilterForm } from '../data-table/filter-form'
import { SelectFilter } from '../data-table/select-filter'
import { useFallbackRefetchMs } from '../live/stream-health'
import { LiveStatus } from '../shared/live-status'
import { ViewHeader } from '../shared/view-header'
import type { AdminInquiry } from './admin-message-types'
import { type InquiriesSearch, inquiryStatuses } from './inquiries-search'
import { InquiryStatus } from './inquiry-status'
import { InquiryThreadDialog } from './inquiry-thread-dialog'
import { messagePageSizes } from './page-search'

/**
 * docs/messages.md §4: the 1:1 inquiry queue of the administrator's subtree, live like the cashier's:
 * open ones oldest first (the longest wait is served first); a row opens its thread.
 */
export function InquiriesPanel({
  search,
  onSearch,
}: {
  search: InquiriesSearch
  onSearch: (next: InquiriesSearch) => void
}) {
  const { t } = useTranslation('adminMessages')
  const { t: ta } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const limit = search.limit ?? messagePageSizes[0]
  const queue = search.status === undefined
  const status = queue ? 'OPEN' : search.status === 'all' ? undefined : search.status
  const inquiries = useQuery({
    ...trpc.admin.messages.inquiries.list.queryOptions(
      { status, order: queue ? 'asc' : 'desc', page: search.page ?? 1, limit },
      { refetchInterval: useFallbackRefetchMs() },
    ),
    placeholderData: keepPreviousData,
  })
  const columns: ColumnDef<AdminInquiry, unknown>[] = [
    {
      id: 'status',
      header: t('inquiries.columns.status'),
      accessorFn: (row) => t(`inquiries.statuses.${row.status}`),
      cell: ({ row }) => <InquiryStatus status={row.original.status} />,
    },
    {
      id: 'title',
      header: t('inquiries.columns.title'),
      accessorFn: (row) => row.title,
      meta: { grow: true },
      cell: ({ row }) => (
        <button
          type="button"
          className="block min-w-[10rem] break-words rounded-sm text-left font-medium hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          onClick={() => onSearch({ ...search, open: row.original.id })}
        >
          {row.original.title}
        </button>
      ),
    },
    {
      id: 'member',
      header: t('inquiries.columns.member'),
      accessorFn: (row) => row.memberLoginId,
    },
    {
      id: 'branch',
      header: t('inquiries.columns.branch'),
      accessorFn: (row) => row.orgName,
      meta: { hideOnPhone: true },
    },
    {
      id: 'updatedAt',
      header: t('inquiries.columns.updatedAt'),
      accessorFn: (row) => formatDateTime(row.updatedAt),
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.updatedAt)}</span>
      ),
    },
  ]

  return (
    <div className="flex flex-col gap-3">
      <ViewHeader title={ta('menu.items.inquiries')} help={t('inquiries.help')} aside={<LiveStatus />} />
      <DataTable
        tableId="inquiries"
        label={ta('menu.items.inquiries')}
        columns={columns}
        page={inquiries.data}
        isFetching={inquiries.isFetching}
        error={inquiries.isError ? sayRefusal(inquiries.error, ta('table.loadFailed')) : undefined}
        emptyMessage={t(queue ? 'inquiries.emptyOpen' : 'inquiries.empty')}
        sorting={[]}
        onSortingChange={() => {}}
        onPageChange={(page) => onSearch({ ...search, page })}
        pageSize={limit}
        pageSizes={messagePageSizes}
        onPageSizeChange={(size) => onSearch({ ...search, limit: size, page: undefined })}
        getRowId={(inquiry) => String(inquiry.id)}
        filters={
          <FilterForm
            label={t('inquiries.status')}
            onReset={() => onSearch({ ...search, status: undefined, page: undefined })}
          >
            <div className="col-span-2 sm:col-span-1">
              <SelectFilter
                label={t('inquiries.status')}
                options={inquiryStatuses}
                optionLabel={(option) => t(`inquiries.statuses.${option}`)}
                className="sm:w-36"
                value={search.status === 'all' ? undefined : (search.status ?? 'OPEN')}
                onChange={(option) => onSearch({ ...search, status: option ?? 'all', page: undefined })}
              />
            </div>
          </FilterForm>
        }
      />
      <InquiryThreadDialog id={search.open} onClose={() => onSearch({ ...search, open: undefined })} />
    </div>
  )
}
