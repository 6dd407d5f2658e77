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

/** A positive whole number typed into a filter: a member number, a round. Anything else is dropped. */
export function NumberFilter({
  label,
  placeholder,
  value,
  onChange,
  maxLength = 9,
}: {
  label: string
  placeholder: string
  value: string
  onChange: (draft: string) => void
  maxLength?: number
}) {
  const id = useId()
  return (
    <FilterField id={id} label={label}>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        className="tabular-nums sm:w-28"
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      />
    </FilterField>
  )
}

/** Free text typed into a filter: a login id, a name. */
export function TextFilter({
  label,
  placeholder,
  value,
  onChange,
  maxLength = 30,
}: {
  label: string
  placeholder: string
  value: string
  onChange: (draft: string) => void
  maxLength?: number
}) {
  const id = useId()
  return (
    <FilterField id={id} label={label}>
      <Input
        id={id}
        autoComplete="off"
        className="sm:w-36"
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FilterField>
  )
}
