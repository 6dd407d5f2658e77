import { sendMessageInput } from '@pb/contract/inputs/messages'
import { textLimits } from '@pb/contract/limits'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@pb/ui/dialog'
import { Input } from '@pb/ui/input'
import { toast } from '@pb/ui/toast'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { ErrorAlert } from '../../../components/error-alert'
import { Field } from '../../../components/form/field'
import { showServerFieldErrors } from '../../../components/form/server-field-errors'
import { TextField } from '../../../components/form/text-field'
import { useSchemaForm } from '../../../components/form/use-schema-form'
import { formatNumber } from '../../../lib/format'
import { trpc } from '../../../trpc/client'
import { BranchSelect } from './branch-select'
import { FormDialogFooter } from './form-dialog-footer'
import { useBranchOptions } from './use-branch-options'

/** docs/messages.md §3: a message to one member (by number) or to every member of a branch. */
export function ComposeMessageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('adminMessages')
  const { t: tr } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={tr('common.close')} className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('sent.composer.title')}</DialogTitle>
          <DialogDescription>
            {t('sent.composer.description', {
              title: formatNumber(textLimits.messageTitle),
              body: formatNumber(textLimits.messageBody),
            })}
          </DialogDescription>
        </DialogHeader>
        {open && <ComposeForm onClose={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

const targets = ['member', 'branch'] as const

/** The form keeps both recipients; the chosen one goes to the call, which checks the rest. */
const composeInput = z
  .object({
    target: z.enum(targets),
    memberId: z.string(),
    orgId: z.string(),
    title: z.string(),
    body: z.string(),
  })
  .transform(
    ({ target, memberId, orgId, ...message }): z.input<typeof sendMessageInput> =>
      target === 'member' ? { ...message, memberId } : { ...message, orgId },
  )
  .pipe(sendMessageInput)

function ComposeForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('adminMessages')
  const queryClient = useQueryClient()
  const branches = useBranchOptions()
  const form = useSchemaForm(composeInput, { target: 'member', memberId: '', orgId: '', title: '', body: '' })
  const [refusedBeside, setRefusedBeside] = useState(false)
  const send = useMutation(
    trpc.admin.messages.sent.send.mutationOptions({
      onSuccess: (sent) => {
        toast.success(t('sent.composer.sent', { count: sent.recipientCount }))
        void queryClient.invalidateQueries({ queryKey: trpc.admin.messages.sent.pathKey() })
        onClose()
      },
      onError: (error) => setRefusedBeside(showServerFieldErrors(form, error)),
    }),
  )
  // A whole branch starts as the first of the list (the administrator's own) once the list has come.
  const firstBranch = branches[0]?.id
  useEffect(() => {
    if (firstBranch !== undefined && !form.getValues('orgId')) form.setValue('orgId', String(firstBranch))
  }, [firstBranch, form])

  return (
    <form
      className="grid gap-4"
      onSubmit={form.handleSubmit((input) => send.mutate(input))}
      noValidate
      aria-label={t('sent.composer.title')}
    >
      {send.error && !refusedBeside && <ErrorAlert error={send.error} fallback={t('sent.composer.failed')} />}
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-sm">{t('sent.composer.target')}</legend>
        <div className="flex flex-wrap gap-4">
          {targets.map((target) => (
            <label key={target} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                value={target}
                className="size-4 accent-primary"
                {...form.register('target')}
              />
              {t(target === 'member' ? 'sent.composer.toMember' : 'sent.composer.toBranch')}
            </label>
          ))}
        </div>
      </fieldset>
      {form.watch('target') === 'member' ? (
        <Field
          form={form}
          name="memberId"
          label={t('sent.composer.memberId')}
          hint={t('sent.composer.memberIdHelp')}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              required
              onChange={(event) => {
                // A member's number is digits only: anything else typed or pasted is dropped.
                event.target.value = event.target.value.replace(/\D/g, '')
                return control.onChange(event)
              }}
            />
          )}
        </Field>
      ) : (
        <Field form={form} name="orgId" label={t('sent.composer.branch')}>
          {(control) => <BranchSelect {...control} branches={branches} />}
        </Field>
      )}
      <TextField
        form={form}
        name="title"
        label={t('sent.composer.subject')}
        maxLength={textLimits.messageTitle}
        required
      />
      <TextField
        form={form}
        name="body"
        label={t('sent.composer.body')}
        multiline
        rows={5}
        maxLength={textLimits.messageBody}
        required
      />
      <FormDialogFooter submitLabel={t('sent.composer.send')} pending={send.isPending} onCancel={onClose} />
    </form>
  )
}
