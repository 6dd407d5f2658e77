import { type CreateNoticeInput, createNoticeInput } from '@pb/contract/inputs/messages'
import { textLimits } from '@pb/contract/limits'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@pb/ui/dialog'
import { Label } from '@pb/ui/label'
import { toast } from '@pb/ui/toast'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { ErrorAlert } from '../../../components/error-alert'
import { Field } from '../../../components/form/field'
import { showServerFieldErrors } from '../../../components/form/server-field-errors'
import { TextField } from '../../../components/form/text-field'
import { useSchemaForm } from '../../../components/form/use-schema-form'
import { formatNumber } from '../../../lib/format'
import { trpc } from '../../../trpc/client'
import type { AdminNotice } from './admin-message-types'
import { BranchSelect } from './branch-select'
import { FormDialogFooter } from './form-dialog-footer'
import { kstInputValue } from './kst-input'
import { useBranchOptions } from './use-branch-options'

/** Writes a new draft (`notice` null) or rewrites a notice: title, text, audience, pin and window. */
export function NoticeEditorDialog({
  open,
  notice,
  onClose,
}: {
  open: boolean
  notice: AdminNotice | null
  onClose: () => void
}) {
  const { t } = useTranslation('adminMessages')
  const { t: tr } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={tr('common.close')} className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t(notice ? 'notices.editor.editTitle' : 'notices.editor.createTitle')}</DialogTitle>
          <DialogDescription>
            {t('notices.editor.description', {
              title: formatNumber(textLimits.messageTitle),
              body: formatNumber(textLimits.noticeBody),
            })}
          </DialogDescription>
        </DialogHeader>
        {open && <NoticeForm key={notice?.id ?? 'new'} notice={notice} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

/**
 * What the form's fields hold, made the call's (an update adds only the notice's id): an audience
 * never chosen is left out, so it is the author's own branch (the first the list shows); an empty
 * time is no bound; a time as typed is KST.
 */
const noticeInput = z
  .object({
    title: z.string(),
    body: z.string(),
    audienceOrgId: z.string(),
    pinned: z.boolean(),
    publishFrom: z.string(),
    publishUntil: z.string(),
  })
  .transform(
    ({ audienceOrgId, publishFrom, publishUntil, ...notice }): z.input<typeof createNoticeInput> => ({
      ...notice,
      audienceOrgId: audienceOrgId || undefined,
      publishFrom: publishFrom || null,
      publishUntil: publishUntil || null,
    }),
  )
  .pipe(createNoticeInput)

/** The checked notice as the call takes it: its instants as ISO-8601 text (JSON has no dates). */
const callInputOf = ({ publishFrom, publishUntil, ...notice }: CreateNoticeInput) => ({
  ...notice,
  publishFrom: publishFrom?.toISOString() ?? null,
  publishUntil: publishUntil?.toISOString() ?? null,
})

function NoticeForm({ notice, onClose }: { notice: AdminNotice | null; onClose: () => void }) {
  const { t } = useTranslation('adminMessages')
  const queryClient = useQueryClient()
  const branches = useBranchOptions()
  const pinnedId = useId()
  const form = useSchemaForm(noticeInput, {
    title: notice?.title ?? '',
    body: notice?.body ?? '',
    audienceOrgId: notice ? String(notice.audienceOrgId) : '',
    pinned: notice?.pinned ?? false,
    publishFrom: kstInputValue(notice?.publishFrom ?? null),
    publishUntil: kstInputValue(notice?.publishUntil ?? null),
  })
  const [refusedBeside, setRefusedBeside] = useState(false)
  const done = {
    onSuccess: () => {
      toast.success(t('notices.saved'))
      void queryClient.invalidateQueries({ queryKey: trpc.admin.messages.notices.pathKey() })
      onClose()
    },
    onError: (error: Parameters<typeof showServerFieldErrors>[1]) =>
      setRefusedBeside(showServerFieldErrors(form, error)),
  }
  const create = useMutation(trpc.admin.messages.notices.create.mutationOptions(done))
  const update = useMutation(trpc.admin.messages.notices.update.mutationOptions(done))
  const saving = notice ? update : create

  return (
    <form
      className="grid gap-4"
      onSubmit={form.handleSubmit((checked) => {
        const input = callInputOf(checked)
        if (notice) update.mutate({ id: notice.id, ...input })
        else create.mutate(input)
      })}
      noValidate
      aria-label={t('notices.editor.createTitle')}
    >
      {saving.error && !refusedBeside && <ErrorAlert error={saving.error} fallback={t('notices.failed')} />}
      <TextField
        form={form}
        name="title"
        label={t('notices.editor.title')}
        maxLength={textLimits.messageTitle}
        required
      />
      <TextField
        form={form}
        name="body"
        label={t('notices.editor.body')}
        multiline
        rows={5}
        maxLength={textLimits.noticeBody}
        required
      />
      <Field
        form={form}
        name="audienceOrgId"
        label={t('notices.editor.audience')}
        hint={t('notices.editor.audienceHelp')}
      >
        {(control) => (
          // Held by the form's value, so an edited notice's audience shows once the branches have come.
          <BranchSelect {...control} value={form.watch('audienceOrgId')} branches={branches} />
        )}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          form={form}
          name="publishFrom"
          label={t('notices.editor.publishFrom')}
          type="datetime-local"
        />
        <TextField
          form={form}
          name="publishUntil"
          label={t('notices.editor.publishUntil')}
          type="datetime-local"
        />
      </div>
      <div className="flex items-center gap-2">
        <input id={pinnedId} type="checkbox" className="size-4 accent-primary" {...form.register('pinned')} />
        <Label htmlFor={pinnedId}>{t('notices.editor.pinned')}</Label>
      </div>
      <FormDialogFooter
        submitLabel={t('notices.editor.save')}
        pending={saving.isPending}
        onCancel={onClose}
      />
    </form>
  )
}
