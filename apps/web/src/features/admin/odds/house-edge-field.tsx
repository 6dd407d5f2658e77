import { houseEdgeRange } from '@pb/contract/limits'
import { Input } from '@pb/ui/input'
import { Label } from '@pb/ui/label'
import { cn } from '@pb/ui/lib/cn'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The minimum house edge (percent, 0.1 steps): no odds or point rate may make a selection return
 * more than 100 − it. Says the highest point rate a member may have now.
 */
export function HouseEdgeField({
  value,
  onChange,
  changed,
  invalid,
  highestPointRate,
}: {
  value: string
  /** Absent for a read-only view. */
  onChange?: ((text: string) => void) | undefined
  changed: boolean
  invalid: boolean
  highestPointRate: number
}) {
  const { t } = useTranslation('admin')
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5 rounded-md border p-3" data-testid="min-house-edge">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={id} className="leading-snug">
          {t('caps.minHouseEdge')}
        </Label>
        {onChange ? (
          <Input
            id={id}
            type="number"
            inputMode="decimal"
            min={houseEdgeRange.min}
            max={houseEdgeRange.max}
            step={0.1}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint`}
            className={cn(
              'h-9 w-24 text-right tabular-nums',
              changed && 'border-primary bg-primary/10 dark:bg-primary/15',
            )}
          />
        ) : (
          <span id={id} className="font-medium tabular-nums">
            {value}%
          </span>
        )}
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {t('caps.minHouseEdgeHint', { rate: highestPointRate })}
      </p>
      {invalid && <p className="text-destructive text-xs">{t('caps.edgeInvalid')}</p>}
    </div>
  )
}
