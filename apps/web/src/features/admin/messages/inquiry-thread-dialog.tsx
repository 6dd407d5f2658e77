import { postInput } from '@pb/contract/inputs/messages'
import { textLimits } from '@pb/contract/limits'
import { Button } from '@pb/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@pb/ui/dialog'
import { Spinner } from '@pb/ui/spinner'
import { Textarea } from '@pb/ui/textarea'
import { toast } from '@pb/ui/toast'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { Field } from '../../../components/form/field'
import { showServerFieldErrors } from '../../../components/form/server-field-errors'
import { useSchemaForm } from '../../../components/form/use-schema-form'
import { PagePending } from '../../../components/page-pending'
import { trpc } from '../../../trpc/client'
import { ThreadPosts } from '../../messages/thread-posts'
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
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: trpc.admin.messages.inquiries.pathKey() })
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
      <ThreadPosts
        posts={inquiry.posts}
        ownSide="ADMIN"
        authorOf={(post) =>
          post.side === 'ADMIN'
            ? `${t('inquiries.thread.operator')} · ${post.authorLoginId}`
            : t('inquiries.thread.member')
        }
      />
      {inquiry.status === 'CLOSED' ? (
        <p className="text-muted-foreground text-sm">{t('inquiries.thread.closedNote')}</p>
      ) : (
        <AnswerForm id={id} onChanged={refresh} />
      )}
    </div>
  )
}

/** The server's check of an answer, run here first: a body within its length. */
const answerInput = postInput.pick({ body: true })

/** An administrator's answer to an open thread, and closing it. */
function AnswerForm({ id, onChanged }: { id: number; onChanged: () => void }) {
  const { t } = useTranslation('adminMessages')
  const form = useSchemaForm(answerInput, { body: '' })
  const [refusedBeside, setRefusedBeside] = useState(false)
  const send = useMutation(
    trpc.admin.messages.inquiries.answer.mutationOptions({
      onSuccess: () => {
        form.reset()
        toast.success(t('inquiries.thread.answered'))
        onChanged()
      },
      onError: (error) => setRefusedBeside(showServerFieldErrors(form, error)),
    }),
  )
  const close = useMutation(
    trpc.admin.messages.inquiries.close.mutationOptions({
      onSuccess: () => {
        toast.success(t('inquiries.thread.closed'))
        onChanged()
      },
    }),
  )
  const failure = (refusedBeside ? null : send.error) ?? close.error

  return (
    <>
      {failure && <ErrorAlert error={failure} fallback={t('inquiries.thread.failed')} />}
      <form
        onSubmit={form.handleSubmit(({ body }) => send.mutate({ id, body }))}
        noValidate
        className="grid gap-2"
        aria-label={t('inquiries.thread.answer')}
      >
        <Field form={form} name="body" label={t('inquiries.thread.answerLabel')}>
          {(control) => <Textarea {...control} rows={5} maxLength={textLimits.messageBody} required />}
        </Field>
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
    </>
  )
}
