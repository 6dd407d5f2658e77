import { everyMember } from '../../../lib/every-member'
import type { RoleCode } from '../../../trpc/types'
import type { AdminOrg, OrgLevel } from '../admin-types'

/** The branch levels, top down: the root (SUPER's), HQ, agency, shop. */
const orgLevels = everyMember<OrgLevel>()(['ROOT', 'HQ', 'AGENCY', 'SHOP'])

export const levelIndex = (level: OrgLevel) => orgLevels.indexOf(level)

/** The level of the branch an administrator of `role` belongs to; a member belongs at any level. */
export function levelOfRole(role: RoleCode): OrgLevel | undefined {
  if (role === 'MEMBER') return undefined
  return role === 'SUPER' ? 'ROOT' : role
}

/** The level a new branch under `org` takes; shops are the last level and open none. */
export function childLevelOf(org: AdminOrg): OrgLevel | undefined {
  return orgLevels[levelIndex(org.level) + 1]
}
