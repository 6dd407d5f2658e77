import { Button } from '@pb/ui/button'
import { Input } from '@pb/ui/input'
import { RotateCcwIcon, SearchIcon } from 'lucide-react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterField } from '../data-table/filter-field'
import type { StatsSearch } from './stats-search'

type Filters = Pick<StatsSearch, 'start' | 'end' | 'userId'>

/**
 * The range and the member of a statistics view. The dates show the range in force (the view's
 * default when the address names none) and apply as they change; the member number applies on Enter,
 * the search button or the next change.
 */
export function StatsFilters({
  search,
  range,
  onFilters,
}: {
  search: StatsSearch
  range: { start: string; end: string } | undefined
  onFilters: (filters: Filters) => void
}) {
  const { t } = useTranslation('admin')
  const ids = { start: useId(), end: useId(), member: useId() }
  const [memberId, setMemberId] = useState(search.userId ? String(search.userId) : '')
  useEffect(() => setMemberId(search.userId ? String(search.userId) : ''), [search.userId])
  const apply = (change: Partial<Filters>) =>
    onFilters({
      start: search.start,
      end: search.end,
      userId: Number(memberId) > 0 ? Number(memberId) : undefined,
      ...change,
    })

  function submit(event: FormEvent) {
    event.preventDefault()
    apply({})
  }

  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 rounded-lg border bg-card p-3 sm:flex sm:flex-wrap sm:items-end"
      aria-label={t('stats.filtersLabel')}
    >
      <FilterField id={ids.start} label={t('filters.startDate')}>
        <Input
          id={ids.start}
          type="date"
          className="sm:w-40"
          value={search.start ?? range?.start ?? ''}
          max={search.end ?? range?.end}
          onChange={(event) => apply({ start: event.target.value || undefined })}
        />
      </FilterField>
      <FilterField id={ids.end} label={t('filters.endDate')}>
        <Input
          id={ids.end}
          type="date"
          className="sm:w-40"
          value={search.end ?? range?.end ?? ''}
          min={search.start ?? range?.start}
          onChange={(event) => apply({ end: event.target.value || undefined })}
        />
      </FilterField>
      <FilterField id={ids.member} label={t('stats.memberId')}>
        <Input
          id={ids.member}
          inputMode="numeric"
          autoComplete="off"
          className="tabular-nums sm:w-28"
          placeholder={t('stats.memberIdPlaceholder')}
          maxLength={9}
          value={memberId}
          onChange={(event) => setMemberId(event.target.value.replace(/\D/g, ''))}
        />
      </FilterField>
      <div className="col-span-2 flex gap-2">
        <Button type="submit" size="sm" className="h-9">
          <SearchIcon aria-hidden />
          {t('filters.search')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-9"
          onClick={() => onFilters({ start: undefined, end: undefined, userId: undefined })}
        >
          <RotateCcwIcon aria-hidden />
          {t('filters.reset')}
        </Button>
      </div>
    </form>
  )
}
