import { Label } from '@pb/ui/label'
import { Switch } from '@pb/ui/switch'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** docs/game-rules.md §8: whether members must give their point-conversion password to convert points. */
export function PointPasswordSwitch({
  checked,
  onCheckedChange,
}: {
  checked: boolean
  /** Absent for a read-only view. */
  onCheckedChange?: (checked: boolean) => void
}) {
  const { t } = useTranslation('admin')
  const id = useId()
  return (
    <div className="flex items-start justify-between gap-4 rounded-md border p-3">
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={id} className="leading-snug">
          {t('caps.pointPassword')}
        </Label>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {t('caps.pointPasswordHint')}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={!onCheckedChange}
        aria-describedby={`${id}-hint`}
      />
    </div>
  )
}
