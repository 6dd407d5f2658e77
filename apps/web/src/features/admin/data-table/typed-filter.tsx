import { Input } from '@pb/ui/input'
import { useEffect, useId, useState } from 'react'
import { FilterField } from './filter-field'

/**
 * A filter typed a character at a time: the draft applies on Enter or the next change, and follows
 * the address when it changes under the form (a row's member clicked, back and forward, reset).
 */
export function useTypedFilter(applied: string | number | undefined) {
  const shown = applied === undefined ? '' : String(applied)
  const [draft, setDraft] = useState(shown)
  useEffect(() => setDraft(shown), [shown])
  return [draft, setDraft] as const
}

export const typedText = (draft: string) => draft.trim() || undefined
export const typedNumber = (draft: string) => (Number(draft) > 0 ? Number(draft) : undefined)

/**
 * Text typed into a filter: a login id, a name; or, `numeric`, a positive whole number (a member
 * number, a round) from which anything but digits is dropped.
 */
export function TypedFilter({
  label,
  placeholder,
  value,
  onChange,
  numeric = false,
  maxLength = numeric ? 9 : 30,
}: {
  label: string
  placeholder: string
  value: string
  onChange: (draft: string) => void
  numeric?: boolean
  maxLength?: number
}) {
  const id = useId()
  return (
    <FilterField id={id} label={label}>
      <Input
        id={id}
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        className={numeric ? 'tabular-nums sm:w-28' : 'sm:w-36'}
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(numeric ? event.target.value.replace(/\D/g, '') : event.target.value)}
      />
    </FilterField>
  )
}
