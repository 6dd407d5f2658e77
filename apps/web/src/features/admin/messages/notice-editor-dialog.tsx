import { Button } from '@pb/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@pb/ui/dialog'
import { Input } from '@pb/ui/input'
import { Label } from '@pb/ui/label'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { NativeSelect } from '../../../components/native-select'
import { fieldErrorsOf } from '../../../lib/field-errors'
import { trpc } from '../../../trpc/client'
import { MessageField, messageLimits } from '../../messages/message-fields'
import type { AdminNotice } from './admin-message-types'
import { kstInputInstant, kstInputValue } from './kst-input'
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
          <DialogDescription>{t('notices.editor.description')}</DialogDescription>
        </DialogHeader>
        {open && <NoticeForm key={notice?.id ?? 'new'} notice={notice} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function NoticeForm({ notice, onClose }: { notice: AdminNotice | null; onClose: () => void }) {
  const { t } = useTranslation('adminMessages')
  const queryClient = useQueryClient()
  const branches = useBranchOptions()
  const ids = { audience: useId(), from: useId(), until: useId(), pinned: useId() }
  const [values, setValues] = useState({
    title: notice?.title ?? '',
    body: notice?.body ?? '',
    audienceOrgId: notice?.audienceOrgId,
    pinned: notice?.pinned ?? false,
    publishFrom: kstInputValue(notice?.publishFrom ?? null),
    publishUntil: kstInputValue(notice?.publishUntil ?? null),
  })
  const set = (change: Partial<typeof values>) => setValues((current) => ({ ...current, ...change }))
  const done = {
    onSuccess: () => {
      toast.success(t('notices.saved'))
      void queryClient.invalidateQueries({ queryKey: trpc.admin.messages.notices.pathKey() })
      onClose()
    },
  }
  const create = useMutation(trpc.admin.messages.notices.create.mutationOptions(done))
  const update = useMutation(trpc.admin.messages.notices.update.mutationOptions(done))
  const saving = notice ? update : create
  const refused = fieldErrorsOf(saving.error)
  const unnamed = saving.error && Object.keys(refused).length === 0 ? saving.error : null

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = {
      title: values.title,
      body: values.body,
      audienceOrgId: values.audienceOrgId,
      pinned: values.pinned,
      publishFrom: kstInputInstant(values.publishFrom),
      publishUntil: kstInputInstant(values.publishUntil),
    }
    if (notice) update.mutate({ id: notice.id, ...input })
    else create.mutate(input)
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label={t('notices.editor.createTitle')}>
      {unnamed && <ErrorAlert error={unnamed} fallback={t('notices.failed')} />}
      <MessageField
        name="title"
        label={t('notices.editor.title')}
        value={values.title}
        onChange={(title) => set({ title })}
        maxLength={messageLimits.title}
        error={refused.title}
      />
      <MessageField
        name="body"
        multiline
        label={t('notices.editor.body')}
        value={values.body}
        onChange={(body) => set({ body })}
        maxLength={messageLimits.noticeBody}
        error={refused.body}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={ids.audience}>{t('notices.editor.audience')}</Label>
        <NativeSelect
          id={ids.audience}
          value={values.audienceOrgId ?? branches[0]?.id ?? ''}
          aria-describedby={`${ids.audience}-help`}
          onChange={(event) => set({ audienceOrgId: Number(event.target.value) })}
        >
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {`${'\u00a0\u00a0'.repeat(branch.depth)}${branch.name}`}
            </option>
          ))}
        </NativeSelect>
        <p id={`${ids.audience}-help`} className="text-muted-foreground text-xs">
          {t('notices.editor.audienceHelp')}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={ids.from}>{t('notices.editor.publishFrom')}</Label>
          <Input
            id={ids.from}
            type="datetime-local"
            value={values.publishFrom}
            onChange={(event) => set({ publishFrom: event.target.value })}
          />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={ids.until}>{t('notices.editor.publishUntil')}</Label>
          <Input
            id={ids.until}
            type="datetime-local"
            value={values.publishUntil}
            aria-invalid={refused.publishUntil ? true : undefined}
            aria-describedby={refused.publishUntil ? `${ids.until}-error` : undefined}
            onChange={(event) => set({ publishUntil: event.target.value })}
          />
          {refused.publishUntil && (
            <p id={`${ids.until}-error`} role="alert" className="text-destructive text-sm">
              {refused.publishUntil}
            </p>
          )}
        </div>
      </div>
      <div className="flex items-center gap-2">
        <input
          id={ids.pinned}
          type="checkbox"
          className="size-4 accent-primary"
          checked={values.pinned}
          onChange={(event) => set({ pinned: event.target.checked })}
        />
        <Label htmlFor={ids.pinned}>{t('notices.editor.pinned')}</Label>
      </div>
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('notices.editor.cancel')}
        </Button>
        <Button type="submit" disabled={saving.isPending}>
          {saving.isPending && <Spinner />}
          {t('notices.editor.save')}
        </Button>
      </DialogFooter>
    </form>
  )
}
