import { Button } from '@pb/ui/button'
import { Input } from '@pb/ui/input'
import { Label } from '@pb/ui/label'
import { RotateCcwIcon, SearchIcon } from 'lucide-react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { rolesHighestFirst } from '../../../auth/roles'
import { NativeSelect } from '../../../components/native-select'
import { memberStatusLabel } from '../../../lib/labels'
import type { RoleCode } from '../../../trpc/types'
import { type MembersSearch, memberStatuses } from './members-search'

type Filters = Pick<MembersSearch, 'roleCode' | 'statusCode' | 'q'>

/**
 * Role, status and text filters. The selects apply as soon as they change; the text, typed a letter at
 * a time, applies on Enter, the search button or the next change.
 */
export function MemberFilters({
  search,
  visibleRoles,
  onFilters,
}: {
  search: MembersSearch
  /** The roles the viewer can see in the list. */
  visibleRoles: readonly RoleCode[]
  onFilters: (filters: Filters) => void
}) {
  const { t } = useTranslation('admin')
  const { t: tr } = useTranslation()
  const ids = { role: useId(), status: useId(), query: useId() }
  const [query, setQuery] = useState(search.q ?? '')
  // The address may change under the form (back and forward, the reset button).
  useEffect(() => setQuery(search.q ?? ''), [search.q])
  const apply = (change: Partial<Filters>) =>
    onFilters({
      roleCode: search.roleCode,
      statusCode: search.statusCode,
      q: query.trim() || undefined,
      ...change,
    })

  function submit(event: FormEvent) {
    event.preventDefault()
    apply({})
  }

  return (
    <form
      onSubmit={submit}
      aria-label={t('members.filters.label')}
      className="grid grid-cols-2 items-end gap-3 rounded-lg border bg-card p-3 sm:flex sm:flex-wrap"
    >
      <div className="grid min-w-0 gap-1.5 sm:w-32">
        <Label htmlFor={ids.role} className="text-muted-foreground text-xs">
          {t('members.filters.role')}
        </Label>
        <NativeSelect
          id={ids.role}
          value={search.roleCode ?? ''}
          onChange={(event) =>
            apply({ roleCode: rolesHighestFirst.find((role) => role === event.target.value) })
          }
        >
          <option value="">{t('filters.all')}</option>
          {visibleRoles.map((role) => (
            <option key={role} value={role}>
              {tr(`roles.${role}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid min-w-0 gap-1.5 sm:w-28">
        <Label htmlFor={ids.status} className="text-muted-foreground text-xs">
          {t('members.filters.status')}
        </Label>
        <NativeSelect
          id={ids.status}
          value={search.statusCode ?? ''}
          onChange={(event) =>
            apply({ statusCode: memberStatuses.find((status) => status === event.target.value) })
          }
        >
          <option value="">{t('filters.all')}</option>
          {memberStatuses.map((status) => (
            <option key={status} value={status}>
              {memberStatusLabel(status)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="col-span-2 grid min-w-0 gap-1.5 sm:w-72">
        <Label htmlFor={ids.query} className="text-muted-foreground text-xs">
          {t('members.filters.query')}
        </Label>
        <Input
          id={ids.query}
          type="search"
          autoComplete="off"
          maxLength={50}
          placeholder={t('members.filters.queryPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div className="col-span-2 flex gap-2">
        <Button type="submit" size="sm" className="h-9">
          <SearchIcon aria-hidden />
          {t('filters.search')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-9"
          onClick={() => onFilters({ roleCode: undefined, statusCode: undefined, q: undefined })}
        >
          <RotateCcwIcon aria-hidden />
          {t('filters.reset')}
        </Button>
      </div>
    </form>
  )
}
