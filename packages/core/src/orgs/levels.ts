import type { AdminRoleCode, RoleCode } from '@pb/access'
import { type OrgLevel, orgLevels } from '@pb/db'

export type { OrgLevel }

/** The root's level: SUPER's branch, above every other. */
export const ROOT_LEVEL = 0

/** The deepest level: shops, whose branches hold members and no further branches. */
export const SHOP_LEVEL = 3

/** The level of the branch an administrator of `role` heads: SUPER the root, HQ 1, AGENCY 2, SHOP 3. */
export function levelOfRole(role: AdminRoleCode): number {
  return orgLevels.indexOf(role === 'SUPER' ? 'ROOT' : role)
}

/** A branch level as the API names it. */
export function levelName(level: number): OrgLevel {
  const name = orgLevels[level]
  if (!name) throw new Error(`no branch level ${level}`)
  return name
}

export const levelLabels: Record<OrgLevel, string> = {
  ROOT: '운영사',
  HQ: '본사',
  AGENCY: '부본사',
  SHOP: '매장',
}

/** Whether a user of `role` may belong to a branch of `level`: members anywhere, administrators at their own. */
export function belongsAt(role: RoleCode, level: number): boolean {
  return role === 'MEMBER' || levelOfRole(role) === level
}
