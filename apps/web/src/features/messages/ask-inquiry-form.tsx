import { askInput } from '@pb/contract/inputs/messages'
import { textLimits } from '@pb/contract/limits'
import { Button } from '@pb/ui/button'
import { Input } from '@pb/ui/input'
import { Spinner } from '@pb/ui/spinner'
import { Textarea } from '@pb/ui/textarea'
import { toast } from '@pb/ui/toast'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../components/error-alert'
import { Field } from '../../components/form/field'
import { showServerFieldErrors } from '../../components/form/server-field-errors'
import { useSchemaForm } from '../../components/form/use-schema-form'
import { trpc } from '../../trpc/client'

/** A new 1:1 inquiry: a title and what the member wants to ask. */
export function AskInquiryForm({ onDone, onAsked }: { onDone: () => void; onAsked: (id: number) => void }) {
  const { t } = useTranslation('messages')
  const queryClient = useQueryClient()
  const form = useSchemaForm(askInput, { title: '', body: '' })
  const [refusedBeside, setRefusedBeside] = useState(false)
  const ask = useMutation(
    trpc.messages.inquiries.ask.mutationOptions({
      onSuccess: (thread) => {
        toast.success(t('inquiries.sent'))
        void queryClient.invalidateQueries({ queryKey: trpc.messages.inquiries.pathKey() })
        onAsked(thread.id)
      },
      onError: (error) => setRefusedBeside(showServerFieldErrors(form, error)),
    }),
  )

  return (
    <form
      onSubmit={form.handleSubmit((input) => ask.mutate(input))}
      noValidate
      aria-label={t('inquiries.askTitle')}
      className="flex flex-col gap-3 rounded-lg border bg-card p-4"
    >
      <div className="grid gap-1">
        <h2 className="font-semibold">{t('inquiries.askTitle')}</h2>
        <p className="text-muted-foreground text-sm">{t('inquiries.askHelp')}</p>
      </div>
      {ask.error && !refusedBeside && <ErrorAlert error={ask.error} fallback={t('inquiries.failed')} />}
      <Field form={form} name="title" label={t('inquiries.titleLabel')}>
        {(control) => <Input {...control} maxLength={textLimits.messageTitle} required />}
      </Field>
      <Field form={form} name="body" label={t('inquiries.bodyLabel')}>
        {(control) => <Textarea {...control} rows={5} maxLength={textLimits.messageBody} required />}
      </Field>
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
