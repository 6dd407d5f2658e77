import type { SessionUser } from '../trpc/types'
import type { Area } from './area'

const adminRoles: readonly string[] = ['SUPER', 'HQ', 'AGENCY', 'SHOP']

/** Whether the user belongs in the area (spec §2: /admin only for SUPER, HQ, AGENCY and SHOP). */
export function belongsToArea(user: SessionUser, area: Area): boolean {
  return area === 'admin' ? adminRoles.includes(user.roleCode) : user.roleCode === 'MEMBER'
}
