import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { NativeSelect } from '../../../components/native-select'
import type { AdminOrg } from '../admin-types'
import { DateRangeFilter } from '../data-table/date-range-filter'
import { FilterField } from '../data-table/filter-field'
import { FilterForm } from '../data-table/filter-form'
import { OrgOptions } from '../orgs/org-options'
import { PeriodKindPicker } from './period-kind-picker'
import { periodSoFar } from './period-range'
import { PeriodStartField } from './period-start-field'
import type { StatementPeriod } from './statement-period'
import { type PeriodKind, periodKinds, type StatementsSearch } from './statements-search'

/**
 * Whose statement and over which days: a branch of the subtree, and a day, a week, a month or a
 * range of one's own. Each applies as it changes; a new kind starts at the period holding the last
 * day on screen.
 */
export function StatementFilters({
  orgs,
  orgId,
  period,
  today,
  onSearch,
}: {
  orgs: readonly AdminOrg[]
  orgId: number | undefined
  period: StatementPeriod
  today: string
  onSearch: (next: StatementsSearch) => void
}) {
  const { t } = useTranslation('admin')
  const orgFieldId = useId()
  const go = (next: Omit<StatementsSearch, 'orgId'>) => onSearch({ orgId, ...next })
  const kind = period.period

  function changeKind(next: PeriodKind) {
    if (next === 'CUSTOM') return go({ period: next, start: period.start, end: period.end })
    go({ period: next, ...periodSoFar(next, period.end, today) })
  }

  return (
    <FilterForm label={t('statements.filtersLabel')} onReset={() => onSearch({})}>
      <div className="col-span-2 sm:w-64">
        <FilterField id={orgFieldId} label={t('statements.org')}>
          <NativeSelect
            id={orgFieldId}
            value={orgId ?? ''}
            disabled={orgs.length === 0}
            onChange={(event) => onSearch({ ...period, orgId: Number(event.target.value) })}
          >
            <OrgOptions orgs={orgs} />
          </NativeSelect>
        </FilterField>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <PeriodKindPicker
          label={t('statements.period')}
          kinds={periodKinds}
          value={kind}
          onChange={changeKind}
        />
      </div>
      {kind === 'CUSTOM' ? (
        <DateRangeFilter
          start={period.start}
          end={period.end}
          onStart={(start) => start && go({ period: 'CUSTOM', start, end: period.end })}
          onEnd={(end) => end && go({ period: 'CUSTOM', start: period.start, end })}
        />
      ) : (
        <div className="col-span-2 sm:col-span-1">
          <PeriodStartField
            kind={kind}
            value={period.start}
            today={today}
            onChange={(start) => go({ period: kind, ...periodSoFar(kind, start, today) })}
          />
        </div>
      )}
    </FilterForm>
  )
}
