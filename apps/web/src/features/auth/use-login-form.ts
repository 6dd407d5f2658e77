import type { AppRouter } from '@pb/api'
import type { TRPCClientError } from '@trpc/client'
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Area } from '../../auth/area'
import { clearSession, saveSession } from '../../auth/session-store'
import { useRefusalText } from '../../hooks/use-refusal-text'
import { useCall } from '../../lib/use-call'
import { loadTrpcClient } from '../../trpc/load-client'
import type { LoginInput, SignedInSession } from '../../trpc/types'
import { challengeOf } from './totp/login-challenge'

const signIn = async (input: LoginInput) => (await loadTrpcClient()).trpcClient.auth.login.mutate(input)

/**
 * State of both login forms (docs/product.md §4.2, docs/product.md §5.1); `onSignedIn` runs after the
 * session is stored, and loads the next page afresh, so nothing of an earlier session stays cached.
 */
export function useLoginForm(area: Area, onSignedIn: () => void) {
  const { t } = useTranslation()
  const sayRefusal = useRefusalText()
  const [loginId, setLoginId] = useState('')
  const [password, setPassword] = useState('')
  const login = useCall<LoginInput, SignedInSession, TRPCClientError<AppRouter>>(signIn)
  // The client's code arrives while the user types, so a submit does not wait for it.
  useEffect(() => void loadTrpcClient(), [])

  // A successful login stays "submitting" while the next page loads.
  const isSubmitting = login.isPending || login.isSuccess
  const canSubmit = loginId.trim() !== '' && password.trim() !== '' && !isSubmitting
  // A right password for an account with a second factor answers a challenge for the next step.
  const challenge = challengeOf(login.error)
  const errorMessage = login.isError && !challenge ? sayRefusal(login.error, t('errors.loginFailed')) : null

  function changeWith(setValue: (value: string) => void) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      setValue(event.target.value)
      if (login.isError) login.reset()
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!canSubmit) return
    login.mutate(
      { loginId: loginId.trim(), password, area },
      {
        onSuccess: (session) => {
          saveSession(area, session)
          onSignedIn()
        },
        onError: () => clearSession(area),
      },
    )
  }

  return {
    loginId,
    password,
    onLoginIdChange: changeWith(setLoginId),
    onPasswordChange: changeWith(setPassword),
    canSubmit,
    isSubmitting,
    errorMessage,
    submit,
    challenge,
    /** Back to the first step, for a new password and a new challenge. */
    restart: () => {
      login.reset()
      setPassword('')
    },
  }
}
