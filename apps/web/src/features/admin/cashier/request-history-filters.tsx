import { Button } from '@pb/ui/button'
import { Input } from '@pb/ui/input'
import { Label } from '@pb/ui/label'
import { RotateCcwIcon } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { NativeSelect } from '../../../components/native-select'
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
  const ids = { status: useId(), start: useId(), end: useId() }
  const change = (filters: Filters) => onSearch({ ...search, ...filters, page: undefined })
  const filtered = Boolean(search.status || search.startDate || search.endDate)

  return (
    <div className="grid grid-cols-2 items-end gap-3 rounded-lg border bg-card p-3 sm:flex sm:flex-wrap">
      <div className="col-span-2 grid gap-1.5 sm:w-32">
        <Label htmlFor={ids.status}>{t('cashier.history.status')}</Label>
        <NativeSelect
          id={ids.status}
          value={search.status ?? ''}
          onChange={(event) =>
            change({ status: requestStatuses.find((status) => status === event.target.value) })
          }
        >
          <option value="">{t('filters.all')}</option>
          {requestStatuses.map((status) => (
            <option key={status} value={status}>
              {tr(`cashier.status.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid min-w-0 gap-1.5 sm:w-40">
        <Label htmlFor={ids.start}>{t('filters.startDate')}</Label>
        <Input
          id={ids.start}
          type="date"
          value={search.startDate ?? ''}
          max={search.endDate}
          onChange={(event) => change({ startDate: event.target.value || undefined })}
        />
      </div>
      <div className="grid min-w-0 gap-1.5 sm:w-40">
        <Label htmlFor={ids.end}>{t('filters.endDate')}</Label>
        <Input
          id={ids.end}
          type="date"
          value={search.endDate ?? ''}
          min={search.startDate}
          onChange={(event) => change({ endDate: event.target.value || undefined })}
        />
      </div>
      <Button
        variant="ghost"
        className="col-span-2 justify-self-start"
        disabled={!filtered}
        onClick={() => change({ status: undefined, startDate: undefined, endDate: undefined })}
      >
        <RotateCcwIcon aria-hidden />
        {t('filters.reset')}
      </Button>
    </div>
  )
}
