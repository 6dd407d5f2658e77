import type { MoveMemberInput } from '@pb/contract/inputs/branches'
import { users } from '@pb/db'
import { eq } from 'drizzle-orm'
import { writeAudit } from '../audit'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { refusal } from '../errors'
import { findOrgInScope, isSuspended } from '../orgs/branch-scope'
import { SHOP_LEVEL } from '../orgs/levels'
import { commitWithEvents } from '../unit-of-work'
import { lockManagedUser } from './managed-user'
import { profileUpdated } from './member-events'
import type { Member } from './member-view'
import { profileOf } from './profile'

/**
 * Moves a member of the actor's subtree to another shop branch of it. What the member staked and
 * requested before stays with the branch it was made in (statements and commission); what comes
 * after belongs to the new one. Audited.
 */
export async function moveMember(ctx: UseCaseContext, input: MoveMemberInput): Promise<Member> {
  const actor = requireAdmin(ctx)
  const now = ctx.clock.now()
  // Every instance forgets the member's cached sign-in, which names the old branch.
  const moved = await commitWithEvents(ctx, async (tx) => {
    const member = await lockManagedUser(tx, actor, input.id)
    if (member.roleCode !== 'MEMBER') {
      throw refusal('BRANCH_LEVEL_MISMATCH', 'moveMembersOnly')
    }
    const target = await findOrgInScope(tx, actor, input.orgId)
    if (target.level !== SHOP_LEVEL) {
      throw refusal('BRANCH_LEVEL_MISMATCH', 'moveToShopOnly')
    }
    if (target.id === member.orgId) return { answer: null, events: [] }
    if (await isSuspended(tx, target.path)) {
      throw refusal('CONFLICT', 'moveToSuspended')
    }
    await tx.update(users).set({ orgId: target.id, updatedAt: now }).where(eq(users.id, member.id))
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'USER_MOVE',
      targetType: 'user',
      targetId: member.id,
      before: { orgId: member.orgId, orgName: member.orgName },
      after: { orgId: target.id, orgName: target.name },
      ip: ctx.ip,
    })
    const after = await profileOf(tx, member.id)
    return { answer: after, events: [profileUpdated(after)] }
  })
  if (!moved) return profileOf(ctx.db, input.id)
  return moved
}
