import { postInput } from '@pb/contract/inputs/messages'
import { textLimits } from '@pb/contract/limits'
import { Button } from '@pb/ui/button'
import { Spinner } from '@pb/ui/spinner'
import { Textarea } from '@pb/ui/textarea'
import { toast } from '@pb/ui/toast'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeftIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../components/error-alert'
import { Field } from '../../components/form/field'
import { showServerFieldErrors } from '../../components/form/server-field-errors'
import { useSchemaForm } from '../../components/form/use-schema-form'
import { PagePending } from '../../components/page-pending'
import { trpc } from '../../trpc/client'
import { InquiryStatusBadge } from './inquiry-status-badge'
import { ThreadPosts } from './thread-posts'

/** One inquiry's thread, oldest first; the member adds to it (reopening it) or closes it. */
export function InquiryThread({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('messages')
  const queryClient = useQueryClient()
  const thread = useQuery(trpc.messages.inquiries.byId.queryOptions({ id }))
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.messages.pathKey() })
  const markRead = useMutation(trpc.messages.inquiries.markAnswerRead.mutationOptions({ onSuccess: refresh }))
  const unreadAnswer = thread.data?.unreadAnswer === true
  const { mutate: markAnswerRead } = markRead
  // Seeing the answer is reading it: it leaves the unread badge.
  useEffect(() => {
    if (unreadAnswer) markAnswerRead({ id })
  }, [unreadAnswer, id, markAnswerRead])

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
  return (
    <article className="flex flex-col gap-3" aria-labelledby="inquiry-title">
      {back}
      <header className="flex flex-wrap items-center gap-2">
        <InquiryStatusBadge status={inquiry.status} />
        <h2 id="inquiry-title" className="min-w-0 flex-1 break-words font-semibold">
          {inquiry.title}
        </h2>
      </header>
      <ThreadPosts
        posts={inquiry.posts}
        ownSide="MEMBER"
        authorOf={(post) => t(post.side === 'MEMBER' ? 'inquiries.you' : 'inquiries.operator')}
      />
      <ReplyForm id={id} closable={inquiry.status !== 'CLOSED'} onChanged={refresh} />
    </article>
  )
}

/** The server's check of a reply, run here first: a body within its length. */
const replyInput = postInput.pick({ body: true })

/** The member's reply to the thread, and closing it while it is open. */
function ReplyForm({ id, closable, onChanged }: { id: number; closable: boolean; onChanged: () => void }) {
  const { t } = useTranslation('messages')
  const form = useSchemaForm(replyInput, { body: '' })
  const [refusedBeside, setRefusedBeside] = useState(false)
  const send = useMutation(
    trpc.messages.inquiries.reply.mutationOptions({
      onSuccess: () => {
        form.reset()
        toast.success(t('inquiries.replied'))
        onChanged()
      },
      onError: (error) => setRefusedBeside(showServerFieldErrors(form, error)),
    }),
  )
  const close = useMutation(
    trpc.messages.inquiries.close.mutationOptions({
      onSuccess: () => {
        toast.success(t('inquiries.closed'))
        onChanged()
      },
    }),
  )
  const failure = (refusedBeside ? null : send.error) ?? close.error

  return (
    <>
      {failure && <ErrorAlert error={failure} fallback={t('inquiries.failed')} />}
      <form
        onSubmit={form.handleSubmit(({ body }) => send.mutate({ id, body }))}
        noValidate
        className="flex flex-col gap-2"
        aria-label={t('inquiries.reply')}
      >
        <Field form={form} name="body" label={t('inquiries.replyLabel')} hint={t('inquiries.replyHelp')}>
          {(control) => <Textarea {...control} rows={5} maxLength={textLimits.messageBody} required />}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={send.isPending}>
            {send.isPending && <Spinner />}
            {t('inquiries.reply')}
          </Button>
          {closable && (
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
    </>
  )
}
