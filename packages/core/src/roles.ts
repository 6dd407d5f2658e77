export const roleCodes = ['SUPER', 'HQ', 'AGENCY', 'SHOP', 'MEMBER'] as const
export type RoleCode = (typeof roleCodes)[number]
export const adminRoleCodes = ['SUPER', 'HQ', 'AGENCY', 'SHOP'] as const satisfies readonly RoleCode[]
export type AdminRoleCode = (typeof adminRoleCodes)[number]

/** Higher is more powerful. */
const roleRank: Record<RoleCode, number> = { SUPER: 4, HQ: 3, AGENCY: 2, SHOP: 1, MEMBER: 0 }

export const roleNames: Record<RoleCode, string> = {
  SUPER: '최고관리자',
  HQ: '본사',
  AGENCY: '부본사',
  SHOP: '매장',
  MEMBER: '회원',
}

export function isAdminRole(role: RoleCode): role is AdminRoleCode {
  return role !== 'MEMBER'
}

export function outranks(actor: RoleCode, target: RoleCode): boolean {
  return roleRank[actor] > roleRank[target]
}

export function hasAtLeast(actor: RoleCode, minimum: RoleCode): boolean {
  return roleRank[actor] >= roleRank[minimum]
}

/** The roles an actor may create or assign: strictly below their own. */
export function assignableRoles(actor: RoleCode): RoleCode[] {
  return roleCodes.filter((role) => outranks(actor, role))
}
