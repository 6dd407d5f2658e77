import type { AdminRoleCode } from '@pb/access'
import type { Actor } from '../auth/actor'
import { refusal } from '../errors'
import { levelOfRole } from './levels'

/** The branch level an administrator acts from: the root 0, HQ 1, agency 2, shop 3. */
export const sanctionLevelOf = (actor: Actor) => levelOfRole(actor.roleCode as AdminRoleCode)

/**
 * A sanction (a branch suspended, a user suspended or deactivated) is lifted only from the level that
 * set it or a higher one (docs/roles-and-branches.md §2). A sanction of unknown level, set before
 * levels were kept, is lifted as before: by whoever may change the branch or user at all.
 */
export function assertMayLift(actor: Actor, sanctionLevel: number | null): void {
  if (sanctionLevel === null || sanctionLevelOf(actor) <= sanctionLevel) return
  throw refusal('FORBIDDEN', 'sanctionFromAbove')
}
