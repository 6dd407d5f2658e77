import { Button } from '@pb/ui/button'
import { Spinner } from '@pb/ui/spinner'
import { toast } from '@pb/ui/toast'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../components/error-alert'
import { trpc } from '../../../trpc/client'
import { CurrentPasswordField } from '../../auth/current-password-field'
import { isCompleteCode, TotpCodeField } from '../../auth/totp/totp-code-input'

/** Turning the factor off: the current password and a code from the app, or a recovery code. */
export function TotpDisableForm({ onDisabled }: { onDisabled: () => void }) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const disable = useMutation(trpc.admin.account.totpDisable.mutationOptions())
  const [currentPassword, setCurrentPassword] = useState('')
  const [code, setCode] = useState('')
  const [recovery, setRecovery] = useState(false)
  const canSend = currentPassword !== '' && isCompleteCode(code, recovery) && !disable.isPending
  const edited = () => {
    if (disable.isError) disable.reset()
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!canSend) return
    disable.mutate(
      { currentPassword, code },
      {
        onSuccess: () => {
          toast.success(t('account.totpDisabled'))
          onDisabled()
        },
        onSettled: () => setCode(''),
      },
    )
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <p className="text-muted-foreground text-sm">{t('account.totpDisableHelp')}</p>
      {disable.isError && <ErrorAlert error={disable.error} />}
      <CurrentPasswordField
        value={currentPassword}
        onChange={(value) => {
          setCurrentPassword(value)
          edited()
        }}
      />
      <TotpCodeField
        recovery={recovery}
        value={code}
        onChange={(value) => {
          setCode(value)
          edited()
        }}
      />
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
      <Button type="submit" variant="destructive" disabled={!canSend}>
        {disable.isPending && <Spinner />}
        {t('account.totpDisable')}
      </Button>
    </form>
  )
}
