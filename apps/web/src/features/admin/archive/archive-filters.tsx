import { Button } from '@pb/ui/button'
import { Input } from '@pb/ui/input'
import { RotateCcwIcon, SearchIcon } from 'lucide-react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterField } from '../data-table/filter-field'
import type { ArchiveFilters, ArchiveSearch } from './archive-search'

/**
 * The archive's filters: a member number for every view, dates for the archived rows. The dates
 * apply as soon as they change, the member number on Enter, the search button or the next change.
 */
export function ArchiveFilterBar({
  search,
  withDates,
  onFilters,
}: {
  search: ArchiveSearch
  withDates: boolean
  onFilters: (filters: ArchiveFilters) => void
}) {
  const { t } = useTranslation('admin')
  const ids = { member: useId(), start: useId(), end: useId() }
  const [memberId, setMemberId] = useState(search.userId ? String(search.userId) : '')
  useEffect(() => setMemberId(search.userId ? String(search.userId) : ''), [search.userId])

  const apply = (change: ArchiveFilters) =>
    onFilters({
      userId: Number(memberId) > 0 ? Number(memberId) : undefined,
      startDate: search.startDate,
      endDate: search.endDate,
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
      aria-label={t('archive.filtersLabel')}
    >
      <div className={withDates ? 'col-span-2 sm:col-span-1' : undefined}>
        <FilterField id={ids.member} label={t('archive.memberId')}>
          <Input
            id={ids.member}
            inputMode="numeric"
            autoComplete="off"
            className="tabular-nums sm:w-28"
            placeholder={t('archive.memberIdPlaceholder')}
            maxLength={9}
            value={memberId}
            onChange={(event) => setMemberId(event.target.value.replace(/\D/g, ''))}
          />
        </FilterField>
      </div>
      {withDates && (
        <>
          <FilterField id={ids.start} label={t('filters.startDate')}>
            <Input
              id={ids.start}
              type="date"
              className="sm:w-40"
              value={search.startDate ?? ''}
              max={search.endDate}
              onChange={(event) => apply({ startDate: event.target.value || undefined })}
            />
          </FilterField>
          <FilterField id={ids.end} label={t('filters.endDate')}>
            <Input
              id={ids.end}
              type="date"
              className="sm:w-40"
              value={search.endDate ?? ''}
              min={search.startDate}
              onChange={(event) => apply({ endDate: event.target.value || undefined })}
            />
          </FilterField>
        </>
      )}
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
          onClick={() => onFilters({ userId: undefined, startDate: undefined, endDate: undefined })}
        >
          <RotateCcwIcon aria-hidden />
          {t('filters.reset')}
        </Button>
      </div>
    </form>
  )
}
