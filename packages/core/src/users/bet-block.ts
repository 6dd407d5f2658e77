import type { BetBlockInput } from '@pb/contract/inputs/members'
import { users } from '@pb/db'
import { eq } from 'drizzle-orm'
import { writeAudit } from '../audit'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { commitWithEvents } from '../unit-of-work'
import { lockManagedUser } from './managed-user'
import { profileUpdated } from './member-events'
import type { Member } from './member-view'
import { profileOf } from './profile'

/**
 * An administrator blocks or allows a user's betting (PUT /admin/users/{id}/bet-block, docs/product.md §7.2); a
 * blocked member's bets are refused with BET_BLOCKED. The member's open pages hear PROFILE_UPDATED.
 */
export async function setBetBlock(ctx: UseCaseContext, input: BetBlockInput): Promise<Member> {
  const actor = requireAdmin(ctx)
  return commitWithEvents(ctx, async (tx) => {
    const before = await lockManagedUser(tx, actor, input.id)
    await tx
      .update(users)
      .set({ betBlocked: input.betBlocked, updatedAt: ctx.clock.now() })
      .where(eq(users.id, input.id))
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'USER_BET_BLOCK',
      targetType: 'user',
      targetId: input.id,
      before: { betBlocked: before.betBlocked },
      after: { betBlocked: input.betBlocked },
      ip: ctx.ip,
    })
    const member = await profileOf(tx, input.id)
    return { answer: member, events: [profileUpdated(member)] }
  })
}
