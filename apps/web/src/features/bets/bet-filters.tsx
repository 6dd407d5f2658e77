import { Button } from '@pb/ui/button'
import { Input } from '@pb/ui/input'
import { Label } from '@pb/ui/label'
import { RotateCcwIcon } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { NativeSelect } from '../../components/native-select'
import { betStatusLabel } from '../../lib/labels'
import { type BetsSearch, betStatuses, type PageSize, pageSizes } from './bets-search'

/** Status, date range and page size; every change goes back to the first page. */
export function BetFilters({
  search,
  onChange,
}: {
  search: BetsSearch
  onChange: (next: BetsSearch) => void
}) {
  const { t } = useTranslation()
  const ids = { status: useId(), start: useId(), end: useId(), limit: useId() }
  const update = (patch: Partial<BetsSearch>) => onChange({ ...search, ...patch, page: undefined })

  return (
    <form
      className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap"
      aria-label={t('bets.filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.status}>{t('bets.filters.status')}</Label>
        <NativeSelect
          id={ids.status}
          value={search.status ?? ''}
          onChange={(event) =>
            update({ status: betStatuses.find((status) => status === event.target.value) })
          }
        >
          <option value="">{t('bets.filters.all')}</option>
          {betStatuses.map((status) => (
            <option key={status} value={status}>
              {betStatusLabel(status)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.limit}>{t('bets.filters.pageSize')}</Label>
        <NativeSelect
          id={ids.limit}
          value={search.limit ?? 10}
          onChange={(event) => update({ limit: Number(event.target.value) as PageSize })}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {t('bets.filters.rows', { count: size })}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.start}>{t('bets.filters.startDate')}</Label>
        <Input
          id={ids.start}
          type="date"
          value={search.startDate ?? ''}
          max={search.endDate}
          onChange={(event) => update({ startDate: event.target.value || undefined })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.end}>{t('bets.filters.endDate')}</Label>
        <Input
          id={ids.end}
          type="date"
          value={search.endDate ?? ''}
          min={search.startDate}
          onChange={(event) => update({ endDate: event.target.value || undefined })}
        />
      </div>
      <Button
        type="button"
        variant="ghost"
        className="col-span-2 justify-self-start"
        onClick={() => onChange({})}
      >
        <RotateCcwIcon aria-hidden />
        {t('bets.filters.reset')}
      </Button>
    </form>
  )
}
