import { type AdminRoleCode, type RoleCode, roleCodes } from '@pb/db'

export { type AdminRoleCode, type RoleCode, roleCodes }

/** Higher is more powerful; the vocabulary lists the roles highest first. */
const rankOf = (role: RoleCode) => roleCodes.length - roleCodes.indexOf(role)

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

/** The administrator roles, highest first. */
export const adminRoleCodes = roleCodes.filter(isAdminRole) as [AdminRoleCode, ...AdminRoleCode[]]

export function outranks(actor: RoleCode, target: RoleCode): boolean {
  return rankOf(actor) > rankOf(target)
}

export function hasAtLeast(actor: RoleCode, minimum: RoleCode): boolean {
  return rankOf(actor) >= rankOf(minimum)
}

/** The roles an actor may create or assign: strictly below their own. */
export function assignableRoles(actor: RoleCode): RoleCode[] {
  return roleCodes.filter((role) => outranks(actor, role))
}
