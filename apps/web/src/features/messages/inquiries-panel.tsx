import { Badge } from '@pb/ui/badge'
import { Button } from '@pb/ui/button'
import { useQuery } from '@tanstack/react-query'
import { MessageCircleQuestionIcon, PlusIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/empty-state'
import { ErrorAlert } from '../../components/error-alert'
import { PagePending } from '../../components/page-pending'
import { Pager } from '../../components/pager'
import { formatDateTime } from '../../lib/format'
import { trpc } from '../../trpc/client'
import { AskInquiryForm } from './ask-inquiry-form'
import { InquiryStatusBadge } from './inquiry-status-badge'
import { InquiryThread } from './inquiry-thread'

/** The member's 1:1 inquiries: the list (most recently active first), a new one, or one thread. */
export function InquiriesPanel({
  page,
  openId,
  onPage,
  onOpen,
}: {
  page: number
  openId: number | undefined
  onPage: (page: number) => void
  onOpen: (id: number | undefined) => void
}) {
  const { t } = useTranslation('messages')
  const [asking, setAsking] = useState(false)
  const inquiries = useQuery(trpc.messages.inquiries.list.queryOptions({ page, limit: 10 }))

  if (openId !== undefined) return <InquiryThread id={openId} onBack={() => onOpen(undefined)} />
  return (
    <div className="flex flex-col gap-3">
      {asking ? (
        <AskInquiryForm
          onDone={() => setAsking(false)}
          onAsked={(id) => {
            setAsking(false)
            onOpen(id)
          }}
        />
      ) : (
        <Button className="self-start" onClick={() => setAsking(true)}>
          <PlusIcon aria-hidden />
          {t('inquiries.ask')}
        </Button>
      )}
      {inquiries.isPending ? (
        <PagePending />
      ) : inquiries.isError ? (
        <ErrorAlert error={inquiries.error} fallback={t('loadFailed')} />
      ) : inquiries.data.items.length === 0 ? (
        <EmptyState icon={MessageCircleQuestionIcon} message={t('inquiries.empty')} />
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {inquiries.data.items.map((inquiry) => (
              <li key={inquiry.id}>
                <button
                  type="button"
                  onClick={() => onOpen(inquiry.id)}
                  className="flex w-full min-w-0 flex-wrap items-center gap-2 rounded-md border bg-card px-3 py-2.5 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <InquiryStatusBadge status={inquiry.status} />
                  {inquiry.unreadAnswer && <Badge variant="destructive">{t('inquiries.newAnswer')}</Badge>}
                  <span className="min-w-0 flex-1 break-words font-medium">{inquiry.title}</span>
                  <time className="text-muted-foreground text-xs tabular-nums" dateTime={inquiry.updatedAt}>
                    {formatDateTime(inquiry.updatedAt)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
          {inquiries.data.pagination.totalPages > 1 && (
            <Pager page={page} totalPages={inquiries.data.pagination.totalPages} onPage={onPage} />
          )}
        </>
      )}
    </div>
  )
}
