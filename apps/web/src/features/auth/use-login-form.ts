import type { AppRouter } from '@pb/api'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TRPCClientError } from '@trpc/client'
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Area } from '../../auth/area'
import { clearSession, saveSession } from '../../auth/session-store'
import { useRefusalText } from '../../hooks/use-refusal-text'
import { loadTrpc } from '../../trpc/load-client'
import type { LoginInput, SignedInSession } from '../../trpc/types'
import { challengeOf } from './totp/login-challenge'

/** State of both login forms (docs/product.md §4.2, docs/product.md §5.1); `onSignedIn` runs after the session is stored. */
export function useLoginForm(area: Area, onSignedIn: () => void) {
  const { t } = useTranslation()
  const sayRefusal = useRefusalText()
  const queryClient = useQueryClient()
  const [loginId, setLoginId] = useState('')
  const [password, setPassword] = useState('')
  const login = useMutation<SignedInSession, TRPCClientError<AppRouter>, LoginInput>({
    mutationFn: async (input) => (await loadTrpc()).trpcClient.auth.login.mutate(input),
  })
  // The client's code arrives while the user types, so a submit does not wait for it.
  useEffect(() => void loadTrpc(), [])

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
          queryClient.clear()
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
