import { Button } from '@pb/ui/button'
import { cn } from '@pb/ui/lib/cn'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeftIcon } from 'lucide-react'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../components/error-alert'
import { PagePending } from '../../components/page-pending'
import { fieldErrorsOf } from '../../lib/field-errors'
import { formatDateTime } from '../../lib/format'
import { trpc } from '../../trpc/client'
import { InquiryStatusBadge } from './inquiry-status-badge'
import { MessageField, messageLimits } from './message-fields'

/** One inquiry's thread, oldest first; the member adds to it (reopening it) or closes it. */
export function InquiryThread({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('messages')
  const queryClient = useQueryClient()
  const thread = useQuery(trpc.messages.inquiries.byId.queryOptions({ id }))
  const [reply, setReply] = useState('')
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.messages.pathKey() })
  const markRead = useMutation(trpc.messages.inquiries.markAnswerRead.mutationOptions({ onSuccess: refresh }))
  const send = useMutation(
    trpc.messages.inquiries.reply.mutationOptions({
      onSuccess: () => {
        setReply('')
        toast.success(t('inquiries.replied'))
        refresh()
      },
    }),
  )
  const close = useMutation(
    trpc.messages.inquiries.close.mutationOptions({
      onSuccess: () => {
        toast.success(t('inquiries.closed'))
        refresh()
      },
    }),
  )
  const unreadAnswer = thread.data?.unreadAnswer === true
  const { mutate: markAnswerRead } = markRead
  // Seeing the answer is reading it: it leaves the unread badge.
  useEffect(() => {
    if (unreadAnswer) markAnswerRead({ id })
  }, [unreadAnswer, id, markAnswerRead])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    send.mutate({ id, body: reply })
  }

  const back = (
    <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
      <ArrowLeftIcon aria-hidden />
      {t('inquiries.back')}
    </Button>
  )
  if (thread.isPending) return <PagePending />
  if (thread.isError)
    return (
      <div className="flex flex-col gap-3">
        {back}
        <ErrorAlert error={thread.error} fallback={t('inquiries.loadFailed')} />
      </div>
    )
  const inquiry = thread.data
  const refused = fieldErrorsOf(send.error)
  return (
    <article className="flex flex-col gap-3" aria-labelledby="inquiry-title">
      {back}
      <header className="flex flex-wrap items-center gap-2">
        <InquiryStatusBadge status={inquiry.status} />
        <h2 id="inquiry-title" className="min-w-0 flex-1 break-words font-semibold">
          {inquiry.title}
        </h2>
      </header>
      <ol className="flex flex-col gap-2">
        {inquiry.posts.map((post) => (
          <li
            key={post.id}
            className={cn(
              'max-w-[85%] rounded-lg border px-3 py-2',
              post.side === 'MEMBER' ? 'self-end bg-primary/10' : 'self-start bg-card',
            )}
          >
            <p className="flex flex-wrap gap-x-2 text-muted-foreground text-xs">
              <span className="font-medium">
                {t(post.side === 'MEMBER' ? 'inquiries.you' : 'inquiries.operator')}
              </span>
              <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time>
            </p>
            <p className="whitespace-pre-line break-words text-sm">{post.body}</p>
          </li>
        ))}
      </ol>
      {(send.error && Object.keys(refused).length === 0) || close.error ? (
        <ErrorAlert error={send.error ?? close.error} fallback={t('inquiries.failed')} />
      ) : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-2" aria-label={t('inquiries.reply')}>
        <MessageField
          name="body"
          multiline
          label={t('inquiries.replyLabel')}
          value={reply}
          onChange={setReply}
          maxLength={messageLimits.body}
          error={refused.body}
        />
        <p className="text-muted-foreground text-xs">{t('inquiries.replyHelp')}</p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={send.isPending}>
            {send.isPending && <Spinner />}
            {t('inquiries.reply')}
          </Button>
          {inquiry.status !== 'CLOSED' && (
            <Button
              type="button"
              variant="outline"
              disabled={close.isPending}
              onClick={() => close.mutate({ id })}
            >
              {t('inquiries.closeInquiry')}
            </Button>
          )}
        </div>
      </form>
    </article>
  )
}
