import { useTranslation } from 'react-i18next'
import { DateRangeFilter } from '../data-table/date-range-filter'
import { FilterForm } from '../data-table/filter-form'
import { SelectFilter } from '../data-table/select-filter'
import { TypedFilter, typedNumber, typedText, useTypedFilter } from '../data-table/typed-filter'
import { auditActions } from './audit-actions'
import type { AuditFilters, AuditSearch } from './audit-search'

/** The audit log's filters: action, actor login id, target member number and days. */
export function AuditLogFilters({
  search,
  onFilters,
}: {
  search: AuditSearch
  onFilters: (filters: AuditFilters) => void
}) {
  const { t } = useTranslation('admin')
  const [actor, setActor] = useTypedFilter(search.actorLoginId)
  const [target, setTarget] = useTypedFilter(search.targetUserId)
  // What the form shows is what applies, the text being typed included.
  const apply = (change: Partial<AuditFilters>) =>
    onFilters({
      actorLoginId: typedText(actor),
      targetUserId: typedNumber(target),
      action: search.action,
      startDate: search.startDate,
      endDate: search.endDate,
      ...change,
    })

  return (
    <FilterForm
      label={t('audit.filtersLabel')}
      onSubmit={() => apply({})}
      onReset={() =>
        onFilters({
          actorLoginId: undefined,
          targetUserId: undefined,
          action: undefined,
          startDate: undefined,
          endDate: undefined,
        })
      }
    >
      <div className="col-span-2 sm:col-span-1">
        <SelectFilter
          label={t('audit.action')}
          options={auditActions}
          optionLabel={(action) => t(`audit.actions.${action}`)}
          className="sm:w-44"
          value={search.action}
          onChange={(action) => apply({ action })}
        />
      </div>
      <TypedFilter
        label={t('audit.actor')}
        placeholder={t('audit.actorPlaceholder')}
        value={actor}
        onChange={setActor}
      />
      <TypedFilter
        numeric
        label={t('audit.targetUserId')}
        placeholder={t('audit.targetUserIdPlaceholder')}
        value={target}
        onChange={setTarget}
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
