import { everyMember } from '../lib/every-member'
import type { RoleCode, SessionUser } from '../trpc/types'
import type { Area } from './area'

/** Whether the user belongs in the area (docs/product.md §2.1: /admin for every role but MEMBER). */
export function belongsToArea(user: SessionUser, area: Area): boolean {
  return (user.roleCode === 'MEMBER') === (area === 'member')
}

/** Every role, highest first (SUPER > HQ > AGENCY > SHOP > MEMBER). */
export const rolesHighestFirst = everyMember<RoleCode>()(['SUPER', 'HQ', 'AGENCY', 'SHOP', 'MEMBER'])

const rankOf = (role: RoleCode) => rolesHighestFirst.length - rolesHighestFirst.indexOf(role)

export function hasAtLeast(role: RoleCode, minimum: RoleCode): boolean {
  return rankOf(role) >= rankOf(minimum)
}

/** docs/roles-and-branches.md §1: the roles a user may create or assign, strictly below their own. */
export function assignableRoles(role: RoleCode): RoleCode[] {
  return rolesHighestFirst.filter((candidate) => rankOf(role) > rankOf(candidate))
}
