import { Input } from '@pb/ui/input'
import { Label } from '@pb/ui/label'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** The code from the authenticator app (six digits), or a recovery code when `recovery` is set. */
export function TotpCodeField({
  recovery = false,
  value,
  onChange,
}: {
  recovery?: boolean
  value: string
  onChange: (value: string) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{recovery ? t('totp.recoveryLabel') : t('totp.codeLabel')}</Label>
      <Input
        id={id}
        name={recovery ? 'recoveryCode' : 'totpCode'}
        className="h-11 text-center font-mono text-lg tracking-[0.3em]"
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={recovery ? 11 : 6}
        placeholder={recovery ? 'XXXXX-XXXXX' : '000000'}
        aria-describedby={`${id}-help`}
        required
        value={value}
        onChange={(event) =>
          onChange(recovery ? event.target.value.toUpperCase() : event.target.value.replace(/\D/g, ''))
        }
      />
      <p id={`${id}-help`} className="text-muted-foreground text-xs">
        {recovery ? t('totp.recoveryHelp') : t('totp.codeHelp')}
      </p>
    </div>
  )
}

/** Whether the field holds something worth sending. */
export function isCompleteCode(value: string, recovery: boolean): boolean {
  return recovery ? value.replace(/[\s-]/g, '').length === 10 : /^\d{6}$/.test(value)
}
