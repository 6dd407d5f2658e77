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
import { useBranchOptions } from './use-branch-options'

type Target = 'member' | 'branch'

/** docs/messages.md §3: a message to one member (by number) or to every member of a branch. */
export function ComposeMessageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('adminMessages')
  const { t: tr } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={tr('common.close')} className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('sent.composer.title')}</DialogTitle>
          <DialogDescription>{t('sent.composer.description')}</DialogDescription>
        </DialogHeader>
        {open && <ComposeForm onClose={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function ComposeForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('adminMessages')
  const queryClient = useQueryClient()
  const branches = useBranchOptions()
  const ids = { member: useId(), branch: useId() }
  const [target, setTarget] = useState<Target>('member')
  const [memberId, setMemberId] = useState('')
  const [orgId, setOrgId] = useState<number | undefined>()
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  const send = useMutation(
    trpc.admin.messages.sent.send.mutationOptions({
      onSuccess: (sent) => {
        toast.success(t('sent.composer.sent', { count: sent.recipientCount }))
        void queryClient.invalidateQueries({ queryKey: trpc.admin.messages.sent.pathKey() })
        onClose()
      },
    }),
  )
  const refused = fieldErrorsOf(send.error)
  const unnamed = send.error && !refused.title && !refused.body && !refused.memberId ? send.error : null

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const to = target === 'member' ? { memberId: Number(memberId) } : { orgId: orgId ?? branches[0]?.id }
    send.mutate({ title, body, ...to })
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label={t('sent.composer.title')}>
      {unnamed && <ErrorAlert error={unnamed} fallback={t('sent.composer.failed')} />}
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-sm">{t('sent.composer.target')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['member', 'branch'] as const).map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="target"
                className="size-4 accent-primary"
                checked={target === option}
                onChange={() => setTarget(option)}
              />
              {t(option === 'member' ? 'sent.composer.toMember' : 'sent.composer.toBranch')}
            </label>
          ))}
        </div>
      </fieldset>
      {target === 'member' ? (
        <div className="grid gap-1.5">
          <Label htmlFor={ids.member}>{t('sent.composer.memberId')}</Label>
          <Input
            id={ids.member}
            inputMode="numeric"
            value={memberId}
            aria-invalid={refused.memberId ? true : undefined}
            aria-describedby={`${ids.member}-help`}
            onChange={(event) => setMemberId(event.target.value.replace(/\D/g, ''))}
          />
          <p
            id={`${ids.member}-help`}
            className={refused.memberId ? 'text-destructive text-sm' : 'text-muted-foreground text-xs'}
          >
            {refused.memberId ?? t('sent.composer.memberIdHelp')}
          </p>
        </div>
      ) : (
        <div className="grid gap-1.5">
          <Label htmlFor={ids.branch}>{t('sent.composer.branch')}</Label>
          <NativeSelect
            id={ids.branch}
            value={orgId ?? branches[0]?.id ?? ''}
            onChange={(event) => setOrgId(Number(event.target.value))}
          >
            {branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {`${'\u00a0\u00a0'.repeat(branch.depth)}${branch.name}`}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <MessageField
        name="title"
        label={t('sent.composer.subject')}
        value={title}
        onChange={setTitle}
        maxLength={messageLimits.title}
        error={refused.title}
      />
      <MessageField
        name="body"
        multiline
        label={t('sent.composer.body')}
        value={body}
        onChange={setBody}
        maxLength={messageLimits.body}
        error={refused.body}
      />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('sent.composer.cancel')}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending && <Spinner />}
          {t('sent.composer.send')}
        </Button>
      </DialogFooter>
    </form>
  )
}
