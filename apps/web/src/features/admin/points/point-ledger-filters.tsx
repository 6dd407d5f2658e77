import { useTranslation } from 'react-i18next'
import { DateRangeFilter } from '../data-table/date-range-filter'
import { FilterForm } from '../data-table/filter-form'
import { SelectFilter } from '../data-table/select-filter'
import { TypedFilter, typedNumber, useTypedFilter } from '../data-table/typed-filter'
import { type PointsSearch, pointTypeFilters } from './points-search'

type Filters = Pick<PointsSearch, 'type' | 'startDate' | 'endDate' | 'userId'>

/** The point history's filters: type, member number and days. */
export function PointLedgerFilters({
  search,
  onFilters,
}: {
  search: PointsSearch
  onFilters: (filters: Filters) => void
}) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const [memberId, setMemberId] = useTypedFilter(search.userId)
  // What the form shows is what applies, the member number being typed included.
  const apply = (change: Partial<Filters>) =>
    onFilters({
      type: search.type,
      startDate: search.startDate,
      endDate: search.endDate,
      userId: typedNumber(memberId),
      ...change,
    })

  return (
    <FilterForm
      label={t('pointHistory.filtersLabel')}
      onSubmit={() => apply({})}
      onReset={() =>
        onFilters({ type: undefined, startDate: undefined, endDate: undefined, userId: undefined })
      }
    >
      <SelectFilter
        label={t('pointHistory.type')}
        options={pointTypeFilters}
        optionLabel={(type) => tr(`ledger.points.filters.${type}`)}
        value={search.type}
        onChange={(type) => apply({ type })}
      />
      <TypedFilter
        numeric
        label={t('pointHistory.memberId')}
        placeholder={t('pointHistory.memberIdPlaceholder')}
        value={memberId}
        onChange={setMemberId}
      />
      <DateRangeFilter
        start={search.startDate}
        end={search.endDate}
        onStart={(startDate) => apply({ startDate })}
        onEnd={(endDate) => apply({ endDate })}
      />
    </FilterForm>
  )
}
