import { useTranslation } from 'react-i18next'
import { DateRangeFilter } from '../data-table/date-range-filter'
import { FilterForm } from '../data-table/filter-form'
import { TypedFilter, typedNumber, useTypedFilter } from '../data-table/typed-filter'
import type { ArchiveFilters, ArchiveSearch } from './archive-search'

/** The archive's filters: a member number for every view, days for the archived rows. */
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
  const [memberId, setMemberId] = useTypedFilter(search.userId)
  const apply = (change: ArchiveFilters) =>
    onFilters({
      userId: typedNumber(memberId),
      startDate: search.startDate,
      endDate: search.endDate,
      ...change,
    })

  return (
    <FilterForm
      label={t('archive.filtersLabel')}
      onSubmit={() => apply({})}
      onReset={() => onFilters({ userId: undefined, startDate: undefined, endDate: undefined })}
    >
      <div className={withDates ? 'col-span-2 sm:col-span-1' : undefined}>
        <TypedFilter
          numeric
          label={t('archive.memberId')}
          placeholder={t('archive.memberIdPlaceholder')}
          value={memberId}
          onChange={setMemberId}
        />
      </div>
      {withDates && (
        <DateRangeFilter
          start={search.startDate}
          end={search.endDate}
          onStart={(startDate) => apply({ startDate })}
          onEnd={(endDate) => apply({ endDate })}
        />
      )}
    </FilterForm>
  )
}
