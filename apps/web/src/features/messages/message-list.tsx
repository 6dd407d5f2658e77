import { Badge } from '@pb/ui/badge'
import { cn } from '@pb/ui/lib/cn'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ChevronDownIcon, MailIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/empty-state'
import { ErrorAlert } from '../../components/error-alert'
import { PagePending } from '../../components/page-pending'
import { Pager } from '../../components/pager'
import { formatDateTime } from '../../lib/format'
import { trpc } from '../../trpc/client'
import type { InboxMessage } from './member-message-types'

/** The member's messages, newest first; opening an unread one writes its read receipt. */
export function MessageList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('messages')
  const inbox = useQuery(trpc.messages.inbox.queryOptions({ page, limit: 10 }))
  if (inbox.isPending) return <PagePending />
  if (inbox.isError) return <ErrorAlert error={inbox.error} fallback={t('loadFailed')} />
  if (inbox.data.items.length === 0) return <EmptyState icon={MailIcon} message={t('messages.empty')} />
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2">
        {inbox.data.items.map((message) => (
          <li key={message.id}>
            <MessageItem message={message} />
          </li>
        ))}
      </ul>
      {inbox.data.pagination.totalPages > 1 && (
        <Pager page={page} totalPages={inbox.data.pagination.totalPages} onPage={onPage} />
      )}
    </div>
  )
}

function MessageItem({ message }: { message: InboxMessage }) {
  const { t } = useTranslation('messages')
  const bodyId = useId()
  const [open, setOpen] = useState(false)
  const queryClient = useQueryClient()
  const read = useMutation(
    trpc.messages.read.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.messages.pathKey() }),
    }),
  )
  const unread = message.readAt === null

  function toggle() {
    setOpen(!open)
    if (!open && unread && !read.isPending) read.mutate({ id: message.id })
  }

  return (
    <div className={cn('rounded-md border bg-card', unread && 'border-primary/50')}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={toggle}
        className="flex w-full min-w-0 items-center gap-2 rounded-md px-3 py-2.5 text-left text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {unread && <Badge className="shrink-0">{t('messages.unread')}</Badge>}
        <span className={cn('min-w-0 flex-1 break-words', unread && 'font-semibold')}>{message.title}</span>
        <time className="shrink-0 text-muted-foreground text-xs tabular-nums" dateTime={message.createdAt}>
          {formatDateTime(message.createdAt)}
        </time>
        <ChevronDownIcon
          className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
          aria-hidden
        />
      </button>
      <div id={bodyId} hidden={!open} className="border-t px-3 py-2">
        {read.isError && <ErrorAlert error={read.error} fallback={t('messages.readFailed')} />}
        <p className="whitespace-pre-line break-words text-sm">{message.body}</p>
      </div>
    </div>
  )
}
