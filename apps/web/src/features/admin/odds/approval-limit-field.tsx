import { MAX_AMOUNT } from '@pb/contract/limits'
import { Input } from '@pb/ui/input'
import { Label } from '@pb/ui/label'
import { cn } from '@pb/ui/lib/cn'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatNumber } from '../../../lib/format'
import type { ApprovalLimitKey } from './use-settings-draft'

/**
 * A four-eyes limit for money decisions (docs/money.md §11): a money grant, or a withdrawal approval,
 * above it waits for a SUPER's approval. Whole won with thousands separators; empty switches it off
 * (0 still counts: every amount above 0 waits).
 */
export function ApprovalLimitField({
  setting,
  digits,
  onChange,
  changed,
  invalid,
}: {
  setting: ApprovalLimitKey
  /** The limit's digits ('' for off). */
  digits: string
  /** Absent for a read-only view. */
  onChange?: ((digits: string) => void) | undefined
  changed: boolean
  invalid: boolean
}) {
  const { t } = useTranslation('admin')
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const shown = digits === '' ? '' : formatNumber(Number(digits))
  return (
    <div className="flex flex-col gap-1.5 rounded-md border p-3" data-testid={`approval-limit-${setting}`}>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={id} className="leading-snug">
          {t(`caps.${setting}`)}
        </Label>
        {onChange ? (
          <Input
            id={id}
            inputMode="numeric"
            autoComplete="off"
            value={shown}
            placeholder={t('caps.limitOff')}
            onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 12))}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
            className={cn(
              'h-9 w-36 shrink-0 text-right tabular-nums',
              changed && 'border-primary bg-primary/10 dark:bg-primary/15',
            )}
          />
        ) : (
          <span id={id} className="font-medium tabular-nums">
            {digits === '' ? t('caps.limitOff') : formatMoney(Number(digits))}
          </span>
        )}
      </div>
      <p id={hintId} className="text-muted-foreground text-xs">
        {t(`caps.${setting}Hint`)}
      </p>
      {invalid && (
        <p id={errorId} className="text-destructive text-xs">
          {t('caps.limitInvalid', { max: formatMoney(MAX_AMOUNT) })}
        </p>
      )}
    </div>
  )
}
