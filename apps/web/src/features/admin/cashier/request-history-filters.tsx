import { Button } from '@pb/ui/button'
import { RotateCcwIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DateRangeFilter } from '../data-table/date-range-filter'
import { SelectFilter } from '../data-table/select-filter'
import { type RequestHistorySearch, requestStatuses } from './request-history-search'

type Filters = Pick<RequestHistorySearch, 'status' | 'startDate' | 'endDate'>

/** Status and request-date filters; every change goes back to page 1. */
export function RequestHistoryFilters({
  search,
  onSearch,
}: {
  search: RequestHistorySearch
  onSearch: (next: RequestHistorySearch) => void
}) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const change = (filters: Filters) => onSearch({ ...search, ...filters, page: undefined })
  const filtered = Boolean(search.status || search.startDate || search.endDate)

  return (
    <div className="grid grid-cols-2 items-end gap-3 rounded-lg border bg-card p-3 sm:flex sm:flex-wrap">
      <div className="col-span-2 sm:col-span-1">
        <SelectFilter
          label={t('cashier.history.status')}
          options={requestStatuses}
          optionLabel={(status) => tr(`cashier.status.${status}`)}
          className="sm:w-32"
          value={search.status}
          onChange={(status) => change({ status })}
        />
      </div>
      <DateRangeFilter
        start={search.startDate}
        end={search.endDate}
        onStart={(startDate) => change({ startDate })}
        onEnd={(endDate) => change({ endDate })}
      />
      <Button
        variant="ghost"
        size="sm"
        className="col-span-2 h-9 justify-self-start"
        disabled={!filtered}
        onClick={() => change({ status: undefined, startDate: undefined, endDate: undefined })}
      >
        <RotateCcwIcon aria-hidden />
        {t('filters.reset')}
      </Button>
    </div>
  )
}
