import { assignableRoles, roleCodes } from '@pb/access'
import { listPageSizes } from '@pb/contract/limits'
import { Button } from '@pb/ui/button'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { UserPlusIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../auth/session-store'
import { lazyDialog, OnceOpened } from '../../../components/lazy-dialog'
import { useRefusalText } from '../../../hooks/use-refusal-text'
import { trpc } from '../../../trpc/client'
import type { AdminMember } from '../admin-types'
import { collectAllPages } from '../data-table/collect-all-pages'
import { DataTable } from '../data-table/data-table'
import { loadingOverPrevious } from '../data-table/loading-over-previous'
import { sortingOf, sortOf } from '../data-table/table-search'
import { ViewHeader } from '../shared/view-header'
import { useMemberColumns } from './member-columns'
import { MemberFilters } from './member-filters'
import { type MembersSearch, memberSorts } from './members-search'
import { mayManageRow } from './row-permission'

// Loaded as lazyDialog says: the member list's first load carries none of them.
const CreateMemberDialog = lazyDialog(() =>
  import('./create-member-dialog').then(({ CreateMemberDialog }) => CreateMemberDialog),
)
const DeleteMemberDialog = lazyDialog(() =>
  import('./delete-member-dialog').then(({ DeleteMemberDialog }) => DeleteMemberDialog),
)
const MemberDetailDialog = lazyDialog(() =>
  import('./detail/member-detail-dialog').then(({ MemberDetailDialog }) => MemberDetailDialog),
)

/** A whole export fetches the largest page the list offers. */
const largestMemberPage = Math.max(...listPageSizes.members.choices)

/** The server's order when the address names none: the newest members first. */
const defaultSorting = [{ id: 'registeredAt', desc: true }]

/**
 * docs/product.md §2.5, member list: role, status and text filters, sortable figures and dates, pages of 10 to
 * 100, CSV of the whole filter; a row opens the member's detail, its buttons edit or delete it.
 */
export function MemberListPanel({
  search,
  onSearch,
}: {
  search: MembersSearch
  onSearch: (next: MembersSearch) => void
}) {
  const { t } = useTranslation('admin')
  const sayRefusal = useRefusalText()
  const queryClient = useQueryClient()
  const viewerRole = useSession('admin').user?.roleCode ?? 'SHOP'
  const limit = search.limit ?? listPageSizes.members.fallback
  const filter = {
    roleCode: search.roleCode,
    statusCode: search.statusCode,
    q: search.q,
    orgId: search.orgId,
    sort: search.sort,
    order: search.sort ? search.order : undefined,
  }
  const members = useQuery({
    ...trpc.admin.users.list.queryOptions({ ...filter, page: search.page ?? 1, limit }),
    placeholderData: keepPreviousData,
  })
  const [creating, setCreating] = useState(false)
  const [deleting, setDeleting] = useState<AdminMember | null>(null)
  const openDetail = (member: AdminMember) => onSearch({ ...search, member: member.id })
  const columns = useMemberColumns({ viewerRole, onEdit: openDetail, onDelete: setDeleting })
  // SUPER sees every role; the others only the roles below their own.
  const visibleRoles = viewerRole === 'SUPER' ? roleCodes : assignableRoles(viewerRole)

  return (
    <div className="flex flex-col gap-3">
      <ViewHeader
        title={t('members.title')}
        help={t('members.help')}
        aside={
          <Button onClick={() => setCreating(true)}>
            <UserPlusIcon aria-hidden />
            {t('members.create.open')}
          </Button>
        }
      />
      <DataTable
        tableId="members"
        label={t('members.title')}
        columns={columns}
        page={members.data}
        isFetching={loadingOverPrevious(members)}
        error={members.isError ? sayRefusal(members.error, t('memberList.loadFailed')) : undefined}
        emptyMessage={t('memberList.empty')}
        sorting={search.sort ? sortingOf(search) : defaultSorting}
        onSortingChange={(sorting) =>
          onSearch({ ...search, ...sortOf(sorting, memberSorts), page: undefined })
        }
        onPageChange={(page) => onSearch({ ...search, page })}
        pageSize={limit}
        pageSizes={listPageSizes.members.choices}
        onPageSizeChange={(size) => onSearch({ ...search, limit: size, page: undefined })}
        getRowId={(row) => String(row.id)}
        onRowClick={(row) => mayManageRow(viewerRole, row.roleCode) && openDetail(row)}
        filters={
          <MemberFilters
            search={search}
            visibleRoles={visibleRoles}
            onFilters={(next) => onSearch({ ...search, ...next, page: undefined })}
          />
        }
        exportName="members"
        exportRows={() =>
          collectAllPages((page) =>
            queryClient.fetchQuery(
              trpc.admin.users.list.queryOptions({ ...filter, page, limit: largestMemberPage }),
            ),
          )
        }
      />
      <OnceOpened open={creating}>
        <CreateMemberDialog open={creating} onOpenChange={setCreating} viewerRole={viewerRole} />
      </OnceOpened>
      <OnceOpened open={deleting !== null}>
        <DeleteMemberDialog member={deleting} onClose={() => setDeleting(null)} />
      </OnceOpened>
      <OnceOpened open={search.member !== undefined}>
        <MemberDetailDialog
          memberId={search.member}
          viewerRole={viewerRole}
          onClose={() => onSearch({ ...search, member: undefined })}
        />
      </OnceOpened>
    </div>
  )
}
