import { Button } from '@pb/ui/button'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../components/error-alert'
import { fieldErrorsOf } from '../../lib/field-errors'
import { trpc } from '../../trpc/client'
import { MessageField, messageLimits } from './message-fields'

/** A new 1:1 inquiry: a title and what the member wants to ask. */
export function AskInquiryForm({ onDone, onAsked }: { onDone: () => void; onAsked: (id: number) => void }) {
  const { t } = useTranslation('messages')
  const queryClient = useQueryClient()
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  const ask = useMutation(
    trpc.messages.inquiries.ask.mutationOptions({
      onSuccess: (thread) => {
        toast.success(t('inquiries.sent'))
        void queryClient.invalidateQueries({ queryKey: trpc.messages.inquiries.pathKey() })
        onAsked(thread.id)
      },
    }),
  )
  const refused = fieldErrorsOf(ask.error)
  const unnamed = ask.error && Object.keys(refused).length === 0 ? ask.error : null

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    ask.mutate({ title, body })
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('inquiries.askTitle')}
      className="flex flex-col gap-3 rounded-lg border bg-card p-4"
    >
      <div className="grid gap-1">
        <h2 className="font-semibold">{t('inquiries.askTitle')}</h2>
        <p className="text-muted-foreground text-sm">{t('inquiries.askHelp')}</p>
      </div>
      {unnamed && <ErrorAlert error={unnamed} fallback={t('inquiries.failed')} />}
      <MessageField
        name="title"
        label={t('inquiries.titleLabel')}
        value={title}
        onChange={setTitle}
        maxLength={messageLimits.title}
        error={refused.title}
      />
      <MessageField
        name="body"
        multiline
        label={t('inquiries.bodyLabel')}
        value={body}
        onChange={setBody}
        maxLength={messageLimits.body}
        error={refused.body}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending && <Spinner />}
          {t('inquiries.submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('inquiries.cancel')}
        </Button>
      </div>
    </form>
  )
}
