import { useTranslation } from 'react-i18next'
import { DateRangeFilter } from '../data-table/date-range-filter'
import { FilterForm } from '../data-table/filter-form'
import { TypedFilter, typedNumber, useTypedFilter } from '../data-table/typed-filter'
import type { StatsSearch } from './stats-search'

type Filters = Pick<StatsSearch, 'start' | 'end' | 'userId'>

/**
 * The range and the member of a statistics view. The dates show the range in force (the view's
 * default when the address names none).
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
  const [memberId, setMemberId] = useTypedFilter(search.userId)
  const apply = (change: Partial<Filters>) =>
    onFilters({ start: search.start, end: search.end, userId: typedNumber(memberId), ...change })

  return (
    <FilterForm
      label={t('stats.filtersLabel')}
      onSubmit={() => apply({})}
      onReset={() => onFilters({ start: undefined, end: undefined, userId: undefined })}
    >
      <DateRangeFilter
        start={search.start ?? range?.start}
        end={search.end ?? range?.end}
        onStart={(start) => apply({ start })}
        onEnd={(end) => apply({ end })}
      />
      <TypedFilter
        numeric
        label={t('stats.memberId')}
        placeholder={t('stats.memberIdPlaceholder')}
        value={memberId}
        onChange={setMemberId}
      />
    </FilterForm>
  )
}
