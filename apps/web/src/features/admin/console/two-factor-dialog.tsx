import { Badge } from '@pb/ui/badge'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@pb/ui/dialog'
import { Spinner } from '@pb/ui/spinner'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { trpc } from '../../../trpc/client'
import { RecoveryCodesPanel } from '../../auth/totp/recovery-codes-panel'
import { TotpDisableForm } from './totp-disable-form'
import { TotpEnrolForm } from './totp-enrol-form'

/**
 * The administrator's second factor: its state; enrolment (the current password, then the QR code
 * and secret, a first code, then the recovery codes once); or turning it off with the password and a
 * code, unless SUPER requires it for the role.
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
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>()
  const refetchStatus = () =>
    queryClient.invalidateQueries({ queryKey: trpc.admin.account.totpStatus.queryKey() })

  if (recoveryCodes) return <RecoveryCodesPanel codes={recoveryCodes} onDone={onClose} />
  if (status.isPending)
    return (
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <Spinner /> {tr('sessions.loading')}
      </p>
    )
  if (status.isError) return <ErrorAlert message={t('account.totpLoadFailed')} />
  const { enabled, required, recoveryCodesLeft } = status.data

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
      {!enabled && (
        <TotpEnrolForm
          onEnrolled={(codes) => {
            setRecoveryCodes(codes)
            void refetchStatus()
          }}
        />
      )}
      {enabled && !required && (
        <TotpDisableForm
          onDisabled={() => {
            void refetchStatus()
            onClose()
          }}
        />
      )}
    </div>
  )
}
