import { Input } from '@pb/ui/input'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { NativeSelect } from '../../../components/native-select'
import { FilterField } from '../data-table/filter-field'
import { addDays, type ClosingKind, fullPeriod, hasEnded, recentPeriods } from './period-range'

/** How far back the week and month lists reach. */
const listed = { WEEK: 26, MONTH: 24 } as const

/**
 * The day, week or month of a period, named by its first day: a date for a day, a list of recent
 * weeks (Monday to Sunday) or months for the others. With `endedOnly` only periods wholly past are
 * offered (those a close accepts); otherwise the running one is listed first, marked as such.
 */
export function PeriodStartField({
  kind,
  value,
  today,
  endedOnly = false,
  onChange,
}: {
  kind: ClosingKind
  value: string
  today: string
  endedOnly?: boolean
  onChange: (start: string) => void
}) {
  const { t } = useTranslation('admin')
  const id = useId()
  if (kind === 'DAY') {
    return (
      <FilterField id={id} label={t('statements.day')}>
        <Input
          id={id}
          type="date"
          className="sm:w-40"
          value={value}
          max={endedOnly ? addDays(today, -1) : today}
          onChange={(event) => event.target.value && onChange(event.target.value)}
        />
      </FilterField>
    )
  }
  const recent = recentPeriods(kind, today, listed[kind]).filter(
    (start) => !endedOnly || hasEnded(fullPeriod(kind, start), today),
  )
  // A period the address names from further back is listed too, so the select never lies.
  const starts = recent.includes(value) || value === '' ? recent : [...recent, value]
  const labelOf = (start: string) => {
    const period = fullPeriod(kind, start)
    const name =
      kind === 'WEEK'
        ? t('statements.weekOption', { start: period.start, end: period.end.slice(5) })
        : t('statements.monthOption', { year: start.slice(0, 4), month: Number(start.slice(5, 7)) })
    return hasEnded(period, today) ? name : t('statements.running', { period: name })
  }
  return (
    <FilterField id={id} label={t(kind === 'WEEK' ? 'statements.week' : 'statements.month')}>
      <NativeSelect
        id={id}
        className="tabular-nums sm:w-60"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {starts.map((start) => (
          <option key={start} value={start}>
            {labelOf(start)}
          </option>
        ))}
      </NativeSelect>
    </FilterField>
  )
}
