/** The role ladder (docs/roles-and-branches.md §1), highest first: SUPER › HQ › AGENCY › SHOP › MEMBER. */
export const roleCodes = ['SUPER', 'HQ', 'AGENCY', 'SHOP', 'MEMBER'] as const
export type RoleCode = (typeof roleCodes)[number]
export type AdminRoleCode = Exclude<RoleCode, 'MEMBER'>

/** Higher is more powerful. */
const rankOf = (role: RoleCode) => roleCodes.length - roleCodes.indexOf(role)

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
