import { Button } from '@pb/ui/button'
import { RotateCcwIcon, SearchIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The frame of a console table's filters: the fields, then search and reset. Enter or the search
 * button applies what is typed; selects and dates apply by themselves as they change. Without
 * `onSubmit` nothing is typed, so there is no search button.
 */
export function FilterForm({
  label,
  onSubmit,
  onReset,
  children,
}: {
  label: string
  onSubmit?: () => void
  onReset: () => void
  children: ReactNode
}) {
  const { t } = useTranslation('admin')
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit?.()
      }}
      aria-label={label}
      className="grid grid-cols-2 items-end gap-3 rounded-lg border bg-card p-3 sm:flex sm:flex-wrap"
    >
      {children}
      <div className="col-span-2 flex gap-2">
        {onSubmit && (
          <Button type="submit" size="sm" className="h-9">
            <SearchIcon aria-hidden />
            {t('filters.search')}
          </Button>
        )}
        <Button type="button" variant="ghost" size="sm" className="h-9" onClick={onReset}>
          <RotateCcwIcon aria-hidden />
          {t('filters.reset')}
        </Button>
      </div>
    </form>
  )
}
