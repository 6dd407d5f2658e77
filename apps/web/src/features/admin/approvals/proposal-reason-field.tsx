import { textLimits } from '@pb/contract/limits'
import { Input } from '@pb/ui/input'
import { Label } from '@pb/ui/label'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** Why a change is proposed (optional): shown to the approver, and on /fairness for round actions. */
export function ProposalReasonField({
  value,
  onChange,
  publicHint = false,
}: {
  value: string
  onChange: (reason: string) => void
  /** Say that the reason is published (manual results, re-settlements). */
  publicHint?: boolean
}) {
  const { t } = useTranslation('admin')
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t('approvals.reasonField.label')}</Label>
      <Input
        id={id}
        value={value}
        maxLength={textLimits.reason}
        autoComplete="off"
        placeholder={t('approvals.reasonField.placeholder')}
        aria-describedby={publicHint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {publicHint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {t('approvals.reasonField.hint')}
        </p>
      )}
    </div>
  )
}
