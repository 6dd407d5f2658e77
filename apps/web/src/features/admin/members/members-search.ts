import { roleCodes } from '@pb/access'
import { listPageSizes, MAX_INT } from '@pb/contract/limits'
import { everyMember } from '../../../lib/every-member'
import type { UserStatus } from '../../../trpc/types'
import { searchValue, type TableSearch, tableSearchOf } from '../data-table/table-search'

/** The server's sort keys (admin.users.list `sort`), which are also the sortable columns' ids. */
export const memberSorts = ['registeredAt', 'lastLoginAt', 'moneyBal', 'pointBal'] as const
export const memberStatuses = everyMember<UserStatus>()(['ACTIVE', 'INACTIVE', 'SUSPENDED'])

export interface MembersSearch extends TableSearch<(typeof memberSorts)[number]> {
  roleCode?: (typeof roleCodes)[number] | undefined
  statusCode?: UserStatus | undefined
  /** Part of a login id, nickname, name or phone number. */
  q?: string | undefined
  /** A branch: its members and those of every branch below it. */
  orgId?: number | undefined
  /** The member whose detail is open. */
  member?: number | undefined
}

/** The member list's address: page, size, sort, the role, status, branch and text filters, the open detail. */
export function parseMembersSearch(raw: Record<string, unknown>): MembersSearch {
  return {
    ...tableSearchOf(raw, { pageSizes: listPageSizes.members.choices, sortable: memberSorts }),
    roleCode: searchValue.oneOf(roleCodes, raw.roleCode),
    statusCode: searchValue.oneOf(memberStatuses, raw.statusCode),
    q: searchValue.text(raw.q),
    orgId: searchValue.int(raw.orgId, 1, MAX_INT),
    member: searchValue.int(raw.member, 1, MAX_INT),
  }
}
