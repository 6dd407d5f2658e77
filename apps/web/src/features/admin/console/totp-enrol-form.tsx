import { Button } from '@pb/ui/button'
import { Spinner } from '@pb/ui/spinner'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { trpc } from '../../../trpc/client'
import { CurrentPasswordField } from '../../auth/current-password-field'
import { isCompleteCode, TotpCodeField } from '../../auth/totp/totp-code-input'
import { TotpEnrolmentPanel } from '../../auth/totp/totp-enrolment-panel'

/**
 * Enrolment from the account menu: the current password first (a signed-in window alone enrols
 * nothing), then the QR code and a first code. The server asks for the password at both steps; it is
 * typed once and sent with each.
 */
export function TotpEnrolForm({ onEnrolled }: { onEnrolled: (recoveryCodes: string[]) => void }) {
  const { t } = useTranslation('admin')
  const setup = useMutation(trpc.admin.account.totpSetup.mutationOptions())
  const confirm = useMutation(trpc.admin.account.totpConfirm.mutationOptions())
  const [currentPassword, setCurrentPassword] = useState('')
  const [code, setCode] = useState('')

  function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (currentPassword && !setup.isPending) setup.mutate({ currentPassword })
  }

  function finish(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!isCompleteCode(code, false) || confirm.isPending) return
    confirm.mutate(
      { currentPassword, code },
      { onSuccess: (done) => onEnrolled(done.recoveryCodes), onSettled: () => setCode('') },
    )
  }

  if (!setup.data)
    return (
      <form className="flex flex-col gap-3" onSubmit={start} noValidate>
        <p className="text-muted-foreground text-sm">{t('account.totpPasswordHelp')}</p>
        {setup.isError && <ErrorAlert error={setup.error} />}
        <CurrentPasswordField
          value={currentPassword}
          onChange={(value) => {
            setCurrentPassword(value)
            if (setup.isError) setup.reset()
          }}
        />
        <Button type="submit" disabled={!currentPassword || setup.isPending}>
          {setup.isPending && <Spinner />}
          {t('account.totpStart')}
        </Button>
      </form>
    )

  return (
    <>
      <TotpEnrolmentPanel setup={setup.data} />
      <form className="flex flex-col gap-3" onSubmit={finish}>
        {confirm.isError && <ErrorAlert error={confirm.error} />}
        <TotpCodeField
          value={code}
          onChange={(value) => {
            setCode(value)
            if (confirm.isError) confirm.reset()
          }}
        />
        <Button type="submit" disabled={!isCompleteCode(code, false) || confirm.isPending}>
          {confirm.isPending && <Spinner />}
          {t('account.totpConfirm')}
        </Button>
      </form>
    </>
  )
}
