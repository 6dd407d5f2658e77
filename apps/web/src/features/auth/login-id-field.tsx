import { Input } from '@pb/ui/input'
import { Label } from '@pb/ui/label'
import { type ChangeEvent, type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'

interface LoginIdFieldProps {
  placeholder: string
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  className?: string
  /** A decorative icon drawn inside the field, at its start. */
  icon?: ReactNode
}

/** The login id input both sign-in screens share: a hidden label and the browser's username hints. */
export function LoginIdField({ placeholder, value, onChange, className, icon }: LoginIdFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const input = (
    <Input
      id={id}
      name="loginId"
      className={className}
      placeholder={placeholder}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      value={value}
      onChange={onChange}
    />
  )
  return (
    <>
      <Label htmlFor={id} className="sr-only">
        {t('login.loginIdLabel')}
      </Label>
      {icon ? (
        <div className="relative">
          {icon}
          {input}
        </div>
      ) : (
        input
      )}
    </>
  )
}
