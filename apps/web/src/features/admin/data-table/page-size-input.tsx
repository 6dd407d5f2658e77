import { Input } from '@pb/ui/input'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { clampPageSize, type PageSizeRange } from './page-size-range'

/**
 * Rows per page as a number the operator types, for lists whose size is free within a range. It
 * applies on Enter or when the field loses focus, so typing '150' does not ask for 1 and 15 first.
 */
export function PageSizeInput({
  pageSize,
  range,
  onPageSizeChange,
}: {
  pageSize: number
  range: PageSizeRange
  onPageSizeChange: (size: number) => void
}) {
  const { t } = useTranslation('admin')
  const ids = { input: useId(), hint: useId() }
  const [draft, setDraft] = useState(String(pageSize))
  useEffect(() => setDraft(String(pageSize)), [pageSize])

  function apply(event?: FormEvent) {
    event?.preventDefault()
    const typed = Number(draft)
    const size = draft.trim() === '' || !Number.isFinite(typed) ? pageSize : clampPageSize(typed, range)
    setDraft(String(size))
    if (size !== pageSize) onPageSizeChange(size)
  }

  return (
    <form onSubmit={apply} className="flex items-center gap-1.5">
      <label htmlFor={ids.input} className="text-muted-foreground text-sm">
        {t('table.pageSize')}
      </label>
      <Input
        id={ids.input}
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={ids.hint}
        className="h-8 w-16 text-right tabular-nums"
        value={draft}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 4))}
        onBlur={() => apply()}
      />
      <span id={ids.hint} className="text-muted-foreground text-xs tabular-nums max-sm:sr-only">
        {t('table.pageSizeRange', { min: range.min, max: range.max })}
      </span>
    </form>
  )
}
