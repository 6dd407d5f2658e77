import { Input } from '@pb/ui/input'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterField } from './filter-field'

type Day = string | undefined

/** A start and an end day (`YYYY-MM-DD`), each unable to pass the other; a cleared field is undefined. */
export function DateRangeFilter({
  start,
  end,
  onStart,
  onEnd,
}: {
  start: Day
  end: Day
  onStart: (day: Day) => void
  onEnd: (day: Day) => void
}) {
  const { t } = useTranslation('admin')
  const ids = { start: useId(), end: useId() }
  return (
    <>
      <FilterField id={ids.start} label={t('filters.startDate')}>
        <Input
          id={ids.start}
          type="date"
          className="sm:w-40"
          value={start ?? ''}
          max={end}
          onChange={(event) => onStart(event.target.value || undefined)}
        />
      </FilterField>
      <FilterField id={ids.end} label={t('filters.endDate')}>
        <Input
          id={ids.end}
          type="date"
          className="sm:w-40"
          value={end ?? ''}
          min={start}
          onChange={(event) => onEnd(event.target.value || undefined)}
        />
      </FilterField>
    </>
  )
}
