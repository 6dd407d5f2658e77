import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { PeriodKind } from './statements-search'

/**
 * A period's kind as a row of radio buttons: one tap on a phone, the arrow keys on a keyboard, and
 * short enough to fit a phone's width beside nothing else.
 */
export function PeriodKindPicker<Kind extends PeriodKind>({
  label,
  kinds,
  value,
  onChange,
}: {
  label: string
  kinds: readonly Kind[]
  value: Kind
  onChange: (kind: Kind) => void
}) {
  const { t } = useTranslation('admin')
  const labelId = useId()
  const name = useId()
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span id={labelId} className="font-medium text-muted-foreground text-xs leading-none">
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className="flex h-9 gap-1 rounded-md bg-muted p-1">
        {kinds.map((kind) => (
          <label
            key={kind}
            className="flex flex-1 cursor-pointer items-center justify-center whitespace-nowrap rounded-sm px-3 text-muted-foreground text-sm transition-colors hover:text-foreground has-checked:bg-background has-checked:font-medium has-checked:text-foreground has-checked:shadow-sm has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
          >
            <input
              type="radio"
              name={name}
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
              className="sr-only"
            />
            {t(`statements.periods.${kind as PeriodKind}`)}
          </label>
        ))}
      </div>
    </div>
  )
}
