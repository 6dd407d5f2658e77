import { Button } from '@pb/ui/button'
import { Input } from '@pb/ui/input'
import { RotateCcwIcon, SearchIcon } from 'lucide-react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NativeSelect } from '../../../components/native-select'
import { FilterField } from '../data-table/filter-field'
import { type PointsSearch, pointTypeFilters } from './points-search'

type Filters = Pick<PointsSearch, 'type' | 'startDate' | 'endDate' | 'userId'>

/**
 * The point history's filters. The type and the dates apply as soon as they change; the member
 * number, typed a digit at a time, applies on Enter, the search button or the next change.
 */
export function PointLedgerFilters({
  search,
  onFilters,
}: {
  search: PointsSearch
  onFilters: (filters: Filters) => void
}) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const ids = { type: useId(), start: useId(), end: useId(), member: useId() }
  const [memberId, setMemberId] = useState(search.userId ? String(search.userId) : '')
  // The address may change under the form (a row's member clicked, back and forward).
  useEffect(() => setMemberId(search.userId ? String(search.userId) : ''), [search.userId])
  // What the form shows is what applies, the member number being typed included.
  const apply = (change: Partial<Filters>) =>
    onFilters({
      type: search.type,
      startDate: search.startDate,
      endDate: search.endDate,
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
      aria-label={t('pointHistory.filtersLabel')}
    >
      <FilterField id={ids.type} label={t('pointHistory.type')}>
        <NativeSelect
          id={ids.type}
          className="sm:w-28"
          value={search.type ?? ''}
          onChange={(event) => apply({ type: pointTypeFilters.find((type) => type === event.target.value) })}
        >
          <option value="">{t('filters.all')}</option>
          {pointTypeFilters.map((type) => (
            <option key={type} value={type}>
              {tr(`ledger.points.filters.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField id={ids.member} label={t('pointHistory.memberId')}>
        <Input
          id={ids.member}
          inputMode="numeric"
          autoComplete="off"
          className="tabular-nums sm:w-28"
          placeholder={t('pointHistory.memberIdPlaceholder')}
          maxLength={9}
          value={memberId}
          onChange={(event) => setMemberId(event.target.value.replace(/\D/g, ''))}
        />
      </FilterField>
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
          onClick={() =>
            onFilters({ type: undefined, startDate: undefined, endDate: undefined, userId: undefined })
          }
        >
          <RotateCcwIcon aria-hidden />
          {t('filters.reset')}
        </Button>
      </div>
    </form>
  )
}
