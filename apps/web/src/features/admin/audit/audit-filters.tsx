import { Button } from '@pb/ui/button'
import { Input } from '@pb/ui/input'
import { RotateCcwIcon, SearchIcon } from 'lucide-react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NativeSelect } from '../../../components/native-select'
import { FilterField } from '../data-table/filter-field'
import { auditActions } from './audit-actions'
import type { AuditFilters, AuditSearch } from './audit-search'

const noFilters: AuditFilters = {
  actorLoginId: undefined,
  targetUserId: undefined,
  action: undefined,
  startDate: undefined,
  endDate: undefined,
}

/**
 * The audit log's filters. The action and the dates apply as soon as they change; the typed ones
 * (actor login id, target member number) on Enter, the search button or the next change.
 */
export function AuditLogFilters({
  search,
  onFilters,
}: {
  search: AuditSearch
  onFilters: (filters: AuditFilters) => void
}) {
  const { t } = useTranslation('admin')
  const ids = { actor: useId(), target: useId(), action: useId(), start: useId(), end: useId() }
  const [actor, setActor] = useState(search.actorLoginId ?? '')
  const [target, setTarget] = useState(search.targetUserId ? String(search.targetUserId) : '')
  // The address may change under the form (an actor clicked in a row, back and forward).
  useEffect(() => setActor(search.actorLoginId ?? ''), [search.actorLoginId])
  useEffect(() => setTarget(search.targetUserId ? String(search.targetUserId) : ''), [search.targetUserId])

  // What the form shows is what applies, the text being typed included.
  const apply = (change: Partial<AuditFilters>) =>
    onFilters({
      actorLoginId: actor.trim() || undefined,
      targetUserId: Number(target) > 0 ? Number(target) : undefined,
      action: search.action,
      startDate: search.startDate,
      endDate: search.endDate,
      ...change,
    })

  function submit(event: FormEvent) {
    event.preventDefault()
    apply({})
  }

  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 rounded-lg border bg-card p-3 sm:flex sm:flex-wrap sm:items-end"
      aria-label={t('audit.filtersLabel')}
    >
      <div className="col-span-2 sm:col-span-1">
        <FilterField id={ids.action} label={t('audit.action')}>
          <NativeSelect
            id={ids.action}
            className="sm:w-44"
            value={search.action ?? ''}
            onChange={(event) =>
              apply({ action: auditActions.find((action) => action === event.target.value) })
            }
          >
            <option value="">{t('filters.all')}</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {t(`audit.actions.${action}`)}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
      </div>
      <FilterField id={ids.actor} label={t('audit.actor')}>
        <Input
          id={ids.actor}
          autoComplete="off"
          className="sm:w-36"
          placeholder={t('audit.actorPlaceholder')}
          maxLength={30}
          value={actor}
          onChange={(event) => setActor(event.target.value)}
        />
      </FilterField>
      <FilterField id={ids.target} label={t('audit.targetUserId')}>
        <Input
          id={ids.target}
          inputMode="numeric"
          autoComplete="off"
          className="tabular-nums sm:w-32"
          placeholder={t('audit.targetUserIdPlaceholder')}
          maxLength={9}
          value={target}
          onChange={(event) => setTarget(event.target.value.replace(/\D/g, ''))}
        />
      </FilterField>
      <FilterField id={ids.start} label={t('filters.startDate')}>
        <Input
          id={ids.start}
          type="date"
          className="sm:w-40"
          value={search.startDate ?? ''}
          max={search.endDate}
          onChange={(event) => apply({ startDate: event.target.value || undefined })}
        />
      </FilterField>
      <FilterField id={ids.end} label={t('filters.endDate')}>
        <Input
          id={ids.end}
          type="date"
          className="sm:w-40"
          value={search.endDate ?? ''}
          min={search.startDate}
          onChange={(event) => apply({ endDate: event.target.value || undefined })}
        />
      </FilterField>
      <div className="col-span-2 flex gap-2">
        <Button type="submit" size="sm" className="h-9">
          <SearchIcon aria-hidden />
          {t('filters.search')}
        </Button>
        <Button type="button" variant="ghost" size="sm" className="h-9" onClick={() => onFilters(noFilters)}>
          <RotateCcwIcon aria-hidden />
          {t('filters.reset')}
        </Button>
      </div>
    </form>
  )
}
