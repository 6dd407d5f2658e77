import { MAX_INT } from '@pb/contract/limits'
import { useTranslation } from 'react-i18next'
import { DateRangeFilter } from '../data-table/date-range-filter'
import { FilterForm } from '../data-table/filter-form'
import { SelectFilter } from '../data-table/select-filter'
import { TypedFilter, typedNumber, typedText, useTypedFilter } from '../data-table/typed-filter'
import { type BetsSearch, betResults } from './bets-search'

type Filters = Pick<BetsSearch, 'result' | 'startDate' | 'endDate' | 'loginId' | 'roundNo'>

/** The bet history's filters: result, member login id, round and days. */
export function BetListFilters({
  search,
  onFilters,
}: {
  search: BetsSearch
  onFilters: (filters: Filters) => void
}) {
  const { t } = useTranslation('admin')
  const [loginId, setLoginId] = useTypedFilter(search.loginId)
  const [roundNo, setRoundNo] = useTypedFilter(search.roundNo)
  // What the form shows is what applies, the member and round being typed included.
  const apply = (change: Partial<Filters>) =>
    onFilters({
      result: search.result,
      startDate: search.startDate,
      endDate: search.endDate,
      loginId: typedText(loginId),
      roundNo: typedNumber(roundNo),
      ...change,
    })

  return (
    <FilterForm
      label={t('betHistory.filtersLabel')}
      onSubmit={() => apply({})}
      onReset={() =>
        onFilters({
          result: undefined,
          startDate: undefined,
          endDate: undefined,
          loginId: undefined,
          roundNo: undefined,
        })
      }
    >
      <SelectFilter
        label={t('betHistory.result')}
        options={betResults}
        optionLabel={(result) => t(`betHistory.results.${result}`)}
        value={search.result}
        onChange={(result) => apply({ result })}
      />
      <TypedFilter
        label={t('betHistory.member')}
        placeholder={t('betHistory.memberPlaceholder')}
        value={loginId}
        onChange={setLoginId}
      />
      <TypedFilter
        numeric
        label={t('betHistory.round')}
        placeholder={t('betHistory.roundPlaceholder')}
        maxLength={String(MAX_INT).length}
        value={roundNo}
        onChange={setRoundNo}
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
