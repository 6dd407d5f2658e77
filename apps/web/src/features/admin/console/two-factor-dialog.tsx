import { Badge } from '@pb/ui/badge'
import { Button } from '@pb/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@pb/ui/dialog'
import { Spinner } from '@pb/ui/spinner'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { ErrorAlert } from '../../../components/error-alert'
import { trpc } from '../../../trpc/client'
import { RecoveryCodesPanel } from '../../auth/totp/recovery-codes-panel'
import { isCompleteCode, TotpCodeField } from '../../auth/totp/totp-code-input'
import { TotpEnrolmentPanel } from '../../auth/totp/totp-enrolment-panel'

/**
 * The administrator's second factor: its state; enrolment (QR code and secret, a first code, then the
 * recovery codes once); or turning it off with a code, unless SUPER requires it for the role.
 */
export function TwoFactorDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" closeLabel={tr('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('account.twoFactor')}</DialogTitle>
          <DialogDescription className="sr-only">{tr('totp.title')}</DialogDescription>
        </DialogHeader>
        {open && <TwoFactorBody onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  )
}

function TwoFactorBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const queryClient = useQueryClient()
  const status = useQuery(trpc.admin.account.totpStatus.queryOptions())
  const setup = useMutation(trpc.admin.account.totpSetup.mutationOptions())
  const confirm = useMutation(trpc.admin.account.totpConfirm.mutationOptions())
  const disable = useMutation(trpc.admin.account.totpDisable.mutationOptions())
  const [code, setCode] = useState('')
  const [recovery, setRecovery] = useState(false)
  const refetchStatus = () =>
    queryClient.invalidateQueries({ queryKey: trpc.admin.account.totpStatus.queryKey() })

  if (confirm.data) return <RecoveryCodesPanel codes={confirm.data.recoveryCodes} onDone={onClose} />
  if (status.isPending)
    return (
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <Spinner /> {tr('sessions.loading')}
      </p>
    )
  if (status.isError) return <ErrorAlert message={t('account.totpLoadFailed')} />
  const { enabled, required, recoveryCodesLeft } = status.data
  const action = enabled ? disable : confirm
  const canSend = isCompleteCode(code, recovery) && !action.isPending

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!canSend) return
    const done = { onSettled: () => setCode('') }
    if (!enabled) return confirm.mutate({ code }, { ...done, onSuccess: () => void refetchStatus() })
    disable.mutate(
      { code },
      {
        ...done,
        onSuccess: () => {
          toast.success(t('account.totpDisabled'))
          void refetchStatus()
          onClose()
        },
      },
    )
  }

  return (
    <div className="flex flex-col gap-4" data-testid="two-factor">
      <div className="flex items-start gap-3 rounded-md border p-3">
        <Badge variant={enabled ? 'default' : 'secondary'} className="shrink-0">
          {enabled ? t('account.totpOn') : t('account.totpOff')}
        </Badge>
        <div className="flex flex-col gap-1 text-sm">
          <p>{enabled ? t('account.totpStatusOn') : t('account.totpStatusOff')}</p>
          {enabled && (
            <p className="text-muted-foreground text-xs">
              {t('account.recoveryCodesLeft', { count: recoveryCodesLeft })}
            </p>
          )}
          {required && <p className="text-muted-foreground text-xs">{t('account.totpRequiredByRole')}</p>}
        </div>
      </div>
      {!enabled && !setup.data && (
        <Button onClick={() => setup.mutate()} disabled={setup.isPending}>
          {setup.isPending && <Spinner />}
          {t('account.totpStart')}
        </Button>
      )}
      {setup.isError && <ErrorAlert message={setup.error.message} />}
      {!enabled && setup.data && <TotpEnrolmentPanel setup={setup.data} />}
      {(setup.data || (enabled && !required)) && (
        <form className="flex flex-col gap-3" onSubmit={submit}>
          {enabled && <p className="text-muted-foreground text-sm">{t('account.totpDisableHelp')}</p>}
          {action.isError && <ErrorAlert message={action.error.message} />}
          <TotpCodeField
            recovery={recovery}
            value={code}
            onChange={(value) => {
              setCode(value)
              if (action.isError) action.reset()
            }}
          />
          {enabled && (
            <Button
              type="button"
              variant="link"
              className="h-auto self-start px-0"
              onClick={() => {
                setRecovery((current) => !current)
                setCode('')
              }}
            >
              {recovery ? tr('totp.useCode') : tr('totp.useRecovery')}
            </Button>
          )}
          <Button type="submit" variant={enabled ? 'destructive' : 'default'} disabled={!canSend}>
            {action.isPending && <Spinner />}
            {enabled ? t('account.totpDisable') : t('account.totpConfirm')}
          </Button>
        </form>
      )}
    </div>
  )
}
