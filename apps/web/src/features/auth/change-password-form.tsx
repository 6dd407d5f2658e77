import { Button } from '@pb/ui/button'
import { Label } from '@pb/ui/label'
import { cn } from '@pb/ui/lib/cn'
import { Spinner } from '@pb/ui/spinner'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../components/error-alert'
import { useRefusalText } from '../../hooks/use-refusal-text'
import { PasswordInput } from './password-input'

/** docs/product.md §9: the shortest password the site accepts. */
export const minPasswordLength = 4

interface PasswordChange {
  currentPassword: string
  newPassword: string
}

interface ChangePasswordFormProps {
  /** Sends the change: resolves once it is saved, rejects with the server's error. */
  onSubmit: (change: PasswordChange) => Promise<unknown>
  isPending: boolean
  /** Beside the submit button, e.g. a dialog's cancel. */
  secondaryAction?: ReactNode
  actionsClassName?: string
}

/**
 * docs/product.md §5.4: the current password and the new one twice. A blank current password, a
 * short new one and a mismatch are caught here; the rest (a wrong current password) by the server,
 * whose refusal is shown in the reader's language.
 */
export function ChangePasswordForm({
  onSubmit,
  isPending,
  secondaryAction,
  actionsClassName,
}: ChangePasswordFormProps) {
  const { t } = useTranslation()
  const sayRefusal = useRefusalText()
  const ids = { current: useId(), next: useId(), confirm: useId() }
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!current) return setProblem(t('profile.password.currentRequired'))
    if (next.length < minPasswordLength)
      return setProblem(t('profile.password.tooShort', { min: minPasswordLength }))
    if (next !== confirmation) return setProblem(t('profile.password.mismatch'))
    setProblem(null)
    onSubmit({ currentPassword: current, newPassword: next }).then(
      () => {
        setCurrent('')
        setNext('')
        setConfirmation('')
      },
      (error: unknown) => setProblem(sayRefusal(error, t('profile.password.failed'))),
    )
  }

  const edit = (setValue: (value: string) => void) => (event: { target: { value: string } }) => {
    setValue(event.target.value)
    setProblem(null)
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
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
      <div className={cn('flex gap-2', actionsClassName)}>
        {secondaryAction}
        <Button type="submit" disabled={isPending}>
          {isPending && <Spinner />}
          {t('profile.password.submit')}
        </Button>
      </div>
    </form>
  )
}
