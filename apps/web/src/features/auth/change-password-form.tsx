import { type ChangePasswordInput, changePasswordInput } from '@pb/contract/inputs/members'
import { passwordLength } from '@pb/contract/limits'
import { Button } from '@pb/ui/button'
import { cn } from '@pb/ui/lib/cn'
import { Spinner } from '@pb/ui/spinner'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { ErrorAlert } from '../../components/error-alert'
import { Field } from '../../components/form/field'
import { useSchemaForm } from '../../components/form/use-schema-form'
import { useRefusalText } from '../../hooks/use-refusal-text'
import { PasswordInput } from './password-input'

/** The server's check of a change, and the new password typed twice alike (the client's own check). */
const confirmedChange = (mismatch: string) =>
  changePasswordInput
    .extend({ confirmation: z.string() })
    .refine((change) => change.confirmation === change.newPassword, {
      path: ['confirmation'],
      message: mismatch,
    })

interface ChangePasswordFormProps {
  /** Sends the change: resolves once it is saved, rejects with the server's error. */
  onSubmit: (change: ChangePasswordInput) => Promise<unknown>
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
  const form = useSchemaForm(confirmedChange(t('profile.password.mismatch')), {
    currentPassword: '',
    newPassword: '',
    confirmation: '',
  })

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    onSubmit({ currentPassword, newPassword }).then(
      () => form.reset(),
      (error: unknown) => form.setError('root', { message: sayRefusal(error, t('profile.password.failed')) }),
    ),
  )

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={submit}
      onChange={() => form.clearErrors('root')}
      noValidate
    >
      {form.formState.errors.root?.message && <ErrorAlert message={form.formState.errors.root.message} />}
      <Field form={form} name="currentPassword" label={t('profile.password.current')}>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" maxLength={passwordLength.max} />
        )}
      </Field>
      <Field form={form} name="newPassword" label={t('profile.password.new')}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" maxLength={passwordLength.max} />
        )}
      </Field>
      <Field form={form} name="confirmation" label={t('profile.password.confirm')}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" maxLength={passwordLength.max} />
        )}
      </Field>
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
