import { Button } from '@pb/ui/button'
import { Spinner } from '@pb/ui/spinner'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Area } from '../../../auth/area'
import { saveSession } from '../../../auth/session-store'
import { ErrorAlert } from '../../../components/error-alert'
import { useCall } from '../../../lib/use-call'
import { trpcClient } from '../../../trpc/trpc-client'
import type { SecondStepSession } from '../../../trpc/types'
import type { LoginChallenge } from './login-challenge'
import { RecoveryCodesPanel } from './recovery-codes-panel'
import { isCompleteCode, TotpCodeField } from './totp-code-input'
import { TotpEnrolmentPanel } from './totp-enrolment-panel'

const startEnrolment = trpcClient.auth.enrolTotp.mutate
const answerChallenge = trpcClient.auth.loginTotp.mutate

/**
 * The second step of a sign-in: a code from the authenticator app or a recovery code. One who must
 * enrol first sees the QR code and secret, and after the first code their recovery codes, once.
 */
export function SecondStep({
  area,
  challenge,
  onSignedIn,
  onRestart,
}: {
  area: Area
  challenge: LoginChallenge
  onSignedIn: () => void
  onRestart: () => void
}) {
  const { t } = useTranslation()
  const [recovery, setRecovery] = useState(false)
  const [code, setCode] = useState('')
  const [withCodes, setWithCodes] = useState<SecondStepSession>()
  const enrol = useCall(startEnrolment)
  const verify = useCall(answerChallenge)
  const { challengeToken, enrolled } = challenge
  const { mutate: enrolNow } = enrol

  useEffect(() => {
    if (!enrolled) enrolNow({ challengeToken })
  }, [enrolled, challengeToken, enrolNow])

  function finish(session: SecondStepSession) {
    saveSession(area, session)
    onSignedIn()
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!isCompleteCode(code, recovery) || verify.isPending) return
    verify.mutate(
      { challengeToken, code },
      {
        onSuccess: (session) => (session.recoveryCodes ? setWithCodes(session) : finish(session)),
        onError: () => setCode(''),
      },
    )
  }

  if (withCodes?.recoveryCodes)
    return <RecoveryCodesPanel codes={withCodes.recoveryCodes} onDone={() => finish(withCodes)} />

  const busy = verify.isPending || verify.isSuccess
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} data-testid="totp-step">
      {!enrolled && <p className="font-medium text-sm">{t('totp.enrolRequired')}</p>}
      {!enrolled && enrol.isPending && (
        <p className="flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner /> {t('totp.enrolLoading')}
        </p>
      )}
      {enrol.isError && <ErrorAlert error={enrol.error} />}
      {enrol.data && <TotpEnrolmentPanel setup={enrol.data} />}
      {verify.isError && <ErrorAlert error={verify.error} />}
      <TotpCodeField
        recovery={recovery}
        value={code}
        onChange={(value) => {
          setCode(value)
          if (verify.isError) verify.reset()
        }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={!isCompleteCode(code, recovery) || busy}>
        {busy && <Spinner />}
        {busy ? t('totp.verifying') : t('totp.verify')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="link" className="h-auto px-0" onClick={onRestart}>
          {t('totp.back')}
        </Button>
        {enrolled && (
          <Button
            type="button"
            variant="link"
            className="h-auto px-0"
            onClick={() => {
              setRecovery((current) => !current)
              setCode('')
              verify.reset()
            }}
          >
            {recovery ? t('totp.useCode') : t('totp.useRecovery')}
          </Button>
        )}
      </div>
    </form>
  )
}
