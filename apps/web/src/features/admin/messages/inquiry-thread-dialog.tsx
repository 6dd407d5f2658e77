import { Button } from '@pb/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@pb/ui/dialog'
import { cn } from '@pb/ui/lib/cn'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { PagePending } from '../../../components/page-pending'
import { fieldErrorsOf } from '../../../lib/field-errors'
import { formatDateTime } from '../../../lib/format'
import { trpc } from '../../../trpc/client'
import { MessageField, messageLimits } from '../../messages/message-fields'
import { InquiryStatus } from './inquiry-status'

/** One inquiry's thread in the console: the member's posts and the answers, an answer form, closing. */
export function InquiryThreadDialog({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation('adminMessages')
  const { t: tr } = useTranslation()
  return (
    <Dialog open={id !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={tr('common.close')} className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        {id !== undefined ? <Thread id={id} /> : <DialogTitle>{t('inquiries.thread.title')}</DialogTitle>}
      </DialogContent>
    </Dialog>
  )
}

function Thread({ id }: { id: number }) {
  const { t } = useTranslation('adminMessages')
  const queryClient = useQueryClient()
  const thread = useQuery(trpc.admin.messages.inquiries.byId.queryOptions({ id }))
  const [answer, setAnswer] = useState('')
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: trpc.admin.messages.inquiries.pathKey() })
  const send = useMutation(
    trpc.admin.messages.inquiries.answer.mutationOptions({
      onSuccess: () => {
        setAnswer('')
        toast.success(t('inquiries.thread.answered'))
        refresh()
      },
    }),
  )
  const close = useMutation(
    trpc.admin.messages.inquiries.close.mutationOptions({
      onSuccess: () => {
        toast.success(t('inquiries.thread.closed'))
        refresh()
      },
    }),
  )
  if (thread.isPending)
    return (
      <>
        <DialogTitle>{t('inquiries.thread.title')}</DialogTitle>
        <PagePending />
      </>
    )
  if (thread.isError)
    return (
      <>
        <DialogTitle>{t('inquiries.thread.title')}</DialogTitle>
        <ErrorAlert error={thread.error} fallback={t('inquiries.thread.loadFailed')} />
      </>
    )
  const inquiry = thread.data
  const refused = fieldErrorsOf(send.error)
  const failure = (send.error && !refused.body ? send.error : null) ?? close.error

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    send.mutate({ id, body: answer })
  }

  return (
    <div className="grid min-w-0 gap-4">
      <DialogHeader>
        <DialogTitle className="break-words pr-6">{inquiry.title}</DialogTitle>
        <DialogDescription className="flex flex-wrap items-center gap-2">
          <InquiryStatus status={inquiry.status} />
          <span>
            {inquiry.memberLoginId} · {inquiry.memberNickname} · {inquiry.orgName}
          </span>
        </DialogDescription>
      </DialogHeader>
      <ol className="flex flex-col gap-2">
        {inquiry.posts.map((post) => (
          <li
            key={post.id}
            className={cn(
              'max-w-[85%] rounded-lg border px-3 py-2',
              post.side === 'ADMIN' ? 'self-end bg-primary/10' : 'self-start bg-card',
            )}
          >
            <p className="flex flex-wrap gap-x-2 text-muted-foreground text-xs">
              <span className="font-medium">
                {post.side === 'ADMIN'
                  ? `${t('inquiries.thread.operator')} · ${post.authorLoginId}`
                  : t('inquiries.thread.member')}
              </span>
              <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time>
            </p>
            <p className="whitespace-pre-line break-words text-sm">{post.body}</p>
          </li>
        ))}
      </ol>
      {failure && <ErrorAlert error={failure} fallback={t('inquiries.thread.failed')} />}
      {inquiry.status === 'CLOSED' ? (
        <p className="text-muted-foreground text-sm">{t('inquiries.thread.closedNote')}</p>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-2" aria-label={t('inquiries.thread.answer')}>
          <MessageField
            name="body"
            multiline
            label={t('inquiries.thread.answerLabel')}
            value={answer}
            onChange={setAnswer}
            maxLength={messageLimits.body}
            error={refused.body}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={close.isPending}
              onClick={() => close.mutate({ id })}
            >
              {t('inquiries.thread.close')}
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending && <Spinner />}
              {t('inquiries.thread.send')}
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}
