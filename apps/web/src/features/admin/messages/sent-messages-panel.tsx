import { Button } from '@pb/ui/button'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { SendIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { formatDateTime } from '../../../lib/format'
import { trpc } from '../../../trpc/client'
import { DataTable } from '../data-table/data-table'
import { ViewHeader } from '../shared/view-header'
import type { SentMessage } from './admin-message-types'
import { ComposeMessageDialog } from './compose-message-dialog'
import { messagePageSizes, type PageSearch } from './page-search'
import { ReceiptsDialog } from './receipts-dialog'

/** docs/messages.md §3: the messages sent within the subtree, each with read/total and its receipts. */
export function SentMessagesPanel({
  search,
  onSearch,
}: {
  search: PageSearch
  onSearch: (next: PageSearch) => void
}) {
  const { t } = useTranslation('adminMessages')
  const { t: ta } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const limit = search.limit ?? messagePageSizes[0]
  const sent = useQuery({
    ...trpc.admin.messages.sent.list.queryOptions({ page: search.page ?? 1, limit }),
    placeholderData: keepPreviousData,
  })
  const [composing, setComposing] = useState(false)
  const [receiptsOf, setReceiptsOf] = useState<SentMessage | null>(null)
  const columns: ColumnDef<SentMessage, unknown>[] = [
    {
      id: 'title',
      header: t('sent.columns.title'),
      accessorFn: (row) => row.title,
      meta: { grow: true },
      cell: ({ row }) => <span className="block min-w-[10rem] break-words">{row.original.title}</span>,
    },
    {
      id: 'to',
      header: t('sent.columns.to'),
      accessorFn: (row) => row.recipientLoginId ?? row.audienceOrgName,
    },
    {
      id: 'sender',
      header: t('sent.columns.sender'),
      accessorFn: (row) => row.senderLoginId,
      meta: { hideOnPhone: true },
    },
    {
      id: 'read',
      header: t('sent.columns.read'),
      accessorFn: (row) => t('sent.readOf', { read: row.readCount, total: row.recipientCount }),
      meta: { numeric: true },
      cell: ({ row }) => {
        const counts = { read: row.original.readCount, total: row.original.recipientCount }
        return (
          <>
            <span aria-hidden>{t('sent.readOf', counts)}</span>
            <span className="sr-only">{t('sent.readOfLabel', counts)}</span>
          </>
        )
      },
    },
    {
      id: 'createdAt',
      header: t('sent.columns.createdAt'),
      accessorFn: (row) => formatDateTime(row.createdAt),
      meta: { hideOnPhone: true },
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.createdAt)}</span>
      ),
    },
    {
      id: 'receipts',
      header: t('sent.columns.receipts'),
      meta: { csv: false },
      cell: ({ row }) => (
        <Button size="sm" variant="outline" onClick={() => setReceiptsOf(row.original)}>
          {t('sent.viewReceipts')}
        </Button>
      ),
    },
  ]

  return (
    <div className="flex flex-col gap-3">
      <ViewHeader
        title={ta('menu.items.sentMessages')}
        help={t('sent.help')}
        aside={
          <Button onClick={() => setComposing(true)}>
            <SendIcon aria-hidden />
            {t('sent.compose')}
          </Button>
        }
      />
      <DataTable
        tableId="sent-messages"
        label={ta('menu.items.sentMessages')}
        columns={columns}
        page={sent.data}
        isFetching={sent.isFetching}
        error={sent.isError ? sayRefusal(sent.error, ta('table.loadFailed')) : undefined}
        emptyMessage={t('sent.empty')}
        sorting={[]}
        onSortingChange={() => {}}
        onPageChange={(page) => onSearch({ ...search, page })}
        pageSize={limit}
        pageSizes={messagePageSizes}
        onPageSizeChange={(size) => onSearch({ ...search, limit: size, page: undefined })}
        getRowId={(message) => String(message.id)}
      />
      <ComposeMessageDialog open={composing} onClose={() => setComposing(false)} />
      <ReceiptsDialog message={receiptsOf} onClose={() => setReceiptsOf(null)} />
    </div>
  )
}
