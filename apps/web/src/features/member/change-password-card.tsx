import { Button } from '@pb/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pb/ui/card'
import { Label } from '@pb/ui/label'
import { Spinner } from '@pb/ui/spinner'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { ErrorAlert } from '../../components/error-alert'
import { trpc } from '../../trpc/client'
import { PasswordInput } from '../auth/password-input'

/** Spec §9: the shortest password the site accepts. */
const minLength = 4

/** Spec §5 "Account page": the new password twice; a mismatch is caught here, the rest by the server. */
export function ChangePasswordCard() {
  const { t } = useTranslation()
  const ids = { current: useId(), next: useId(), confirm: useId() }
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const change = useMutation(trpc.users.changePassword.mutationOptions())

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!current) return setProblem(t('profile.password.currentRequired'))
    if (next.length < minLength) return setProblem(t('profile.password.tooShort', { min: minLength }))
    if (next !== confirmation) return setProblem(t('profile.password.mismatch'))
    setProblem(null)
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('')
          setNext('')
          setConfirmation('')
          toast.success(t('profile.password.changed'))
        },
        onError: (error) => setProblem(error.message || t('profile.password.failed')),
      },
    )
  }

  const edit = (setValue: (value: string) => void) => (event: { target: { value: string } }) => {
    setValue(event.target.value)
    setProblem(null)
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.password.title')}</CardTitle>
        <CardDescription>{t('profile.password.help', { min: minLength })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex max-w-sm flex-col gap-4" onSubmit={submit} noValidate>
          {problem && <ErrorAlert message={problem} />}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.current}>{t('profile.password.current')}</Label>
            <PasswordInput
              id={ids.current}
              autoComplete="current-password"
              value={current}
              onChange={edit(setCurrent)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.next}>{t('profile.password.new')}</Label>
            <PasswordInput id={ids.next} autoComplete="new-password" value={next} onChange={edit(setNext)} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.confirm}>{t('profile.password.confirm')}</Label>
            <PasswordInput
              id={ids.confirm}
              autoComplete="new-password"
              value={confirmation}
              onChange={edit(setConfirmation)}
            />
          </div>
          <Button type="submit" className="self-start" disabled={change.isPending}>
            {change.isPending && <Spinner />}
            {t('profile.password.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
