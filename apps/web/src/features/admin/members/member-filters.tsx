import { textLimits } from '@pb/contract/limits'
import { Input } from '@pb/ui/input'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { NativeSelect } from '../../../components/native-select'
import { memberStatusLabel } from '../../../lib/labels'
import type { RoleCode } from '../../../trpc/types'
import { FilterField } from '../data-table/filter-field'
import { FilterForm } from '../data-table/filter-form'
import { SelectFilter } from '../data-table/select-filter'
import { typedText, useTypedFilter } from '../data-table/typed-filter'
import { OrgOptions } from '../orgs/org-options'
import { useOrgTree } from '../orgs/use-org-tree'
import { type MembersSearch, memberStatuses } from './members-search'

type Filters = Pick<MembersSearch, 'roleCode' | 'statusCode' | 'q' | 'orgId'>

/**
 * Role, status, branch and text filters; the branch takes in every branch below it, and the text
 * matches a login id, nickname, name or phone.
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
  const queryId = useId()
  const orgFieldId = useId()
  const tree = useOrgTree()
  const [query, setQuery] = useTypedFilter(search.q)
  const apply = (change: Partial<Filters>) =>
    onFilters({
      roleCode: search.roleCode,
      statusCode: search.statusCode,
      orgId: search.orgId,
      q: typedText(query),
      ...change,
    })

  return (
    <FilterForm
      label={t('members.filters.label')}
      onSubmit={() => apply({})}
      onReset={() =>
        onFilters({ roleCode: undefined, statusCode: undefined, orgId: undefined, q: undefined })
      }
    >
      <SelectFilter
        label={t('members.filters.role')}
        options={visibleRoles}
        optionLabel={(role) => tr(`roles.${role}`)}
        className="sm:w-32"
        value={search.roleCode}
        onChange={(roleCode) => apply({ roleCode })}
      />
      <SelectFilter
        label={t('members.filters.status')}
        options={memberStatuses}
        optionLabel={memberStatusLabel}
        value={search.statusCode}
        onChange={(statusCode) => apply({ statusCode })}
      />
      <div className="col-span-2 sm:w-56">
        <FilterField id={orgFieldId} label={t('members.filters.org')}>
          <NativeSelect
            id={orgFieldId}
            value={search.orgId ?? ''}
            onChange={(event) => apply({ orgId: Number(event.target.value) || undefined })}
          >
            <option value="">{t('filters.all')}</option>
            {tree.data && <OrgOptions orgs={tree.data.items} />}
          </NativeSelect>
        </FilterField>
      </div>
      <div className="col-span-2 sm:w-72">
        <FilterField id={queryId} label={t('members.filters.query')}>
          <Input
            id={queryId}
            type="search"
            autoComplete="off"
            maxLength={textLimits.search}
            placeholder={t('members.filters.queryPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </FilterField>
      </div>
    </FilterForm>
  )
}
