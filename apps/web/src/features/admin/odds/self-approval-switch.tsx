import { Label } from '@pb/ui/label'
import { Switch } from '@pb/ui/switch'
import { TriangleAlertIcon } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Self-approval: a single SUPER may approve their own proposals. It has no effect with two or more
 * SUPERs, and /fairness shows it publicly while it is in effect.
 */
export function SelfApprovalSwitch({
  checked,
  onCheckedChange,
}: {
  checked: boolean
  /** Absent for a read-only view. */
  onCheckedChange?: ((checked: boolean) => void) | undefined
}) {
  const { t } = useTranslation('admin')
  const id = useId()
  return (
    <div className="flex flex-col gap-2 rounded-md border p-3">
      <div className="flex items-start justify-between gap-4">
        <Label htmlFor={id} className="leading-snug">
          {t('caps.selfApproval')}
        </Label>
        <Switch
          id={id}
          checked={checked}
          onCheckedChange={onCheckedChange}
          disabled={!onCheckedChange}
          aria-describedby={`${id}-hint`}
          data-testid="self-approval-switch"
        />
      </div>
      <div
        id={`${id}-hint`}
        className="flex items-start gap-1.5 rounded bg-amber-50 p-2 text-xs dark:bg-amber-950/30"
      >
        <TriangleAlertIcon
          className="mt-px size-3.5 shrink-0 text-amber-700 dark:text-amber-400"
          aria-hidden
        />
        <p>
          {t('caps.selfApprovalHint')} {t('caps.selfApprovalPublic')}
        </p>
      </div>
    </div>
  )
}
