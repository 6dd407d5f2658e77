import { passwordLength } from '@pb/contract/limits'
import { Label } from '@pb/ui/label'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { PasswordInput } from './password-input'

/** The signed-in user's own password, asked again before a change to what guards the account. */
export function CurrentPasswordField({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t('profile.password.current')}</Label>
      <PasswordInput
        id={id}
        name="currentPassword"
        autoComplete="current-password"
        maxLength={passwordLength.max}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
