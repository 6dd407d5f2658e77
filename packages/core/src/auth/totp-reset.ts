import { users } from '@pb/db'
import { eq } from 'drizzle-orm'
import { tieAccounts } from '../approvals/approvers'
import { writeAudit } from '../audit'
import type { UseCaseContext } from '../context'
import { refusal } from '../errors'
import { commitWithEvents } from '../unit-of-work'
import { lockManagedUser } from '../users/managed-user'
import type { Actor } from './actor'
import { revokeUserSessions, sessionsRevoked } from './end-sessions'
import { requireAdmin } from './permissions'
import { removeSecondFactor } from './second-factor'

/**
 * A superior removes a subordinate's second factor (a lost authenticator): inside the subtree and of
 * a lower role, so only a SUPER resets another SUPER's, and nobody their own (that is the account
 * menu's, with the password and a code). Every session of the user ends; if the role requires the
 * factor, the next sign-in enrols a new one. Audited.
 */
export async function resetMemberTotp(ctx: UseCaseContext, input: { id: number }): Promise<{ ok: true }> {
  const actor = requireAdmin(ctx)
  if (input.id === actor.userId) {
    throw refusal('SELF_CHANGE_FORBIDDEN', 'ownSecondFactor')
  }
  return removeFactorOf(ctx, actor, input.id, actor.userId)
}

/**
 * Removes the user's second factor and ends their sessions. A SUPER's is removed through a proposal
 * (`resetBy` proposed it, the actor approved it), which ties the two for four eyes
 * (docs/roles-and-branches.md §5).
 */
export async function removeFactorOf(
  ctx: UseCaseContext,
  actor: Actor,
  id: number,
  resetBy: number,
): Promise<{ ok: true }> {
  const now = ctx.clock.now()
  await commitWithEvents(ctx, async (tx) => {
    const target = await lockManagedUser(tx, actor, id)
    const [user] = await tx.select({ confirmedAt: users.totpConfirmedAt }).from(users).where(eq(users.id, id))
    if (!user?.confirmedAt) throw refusal('TOTP_NOT_ENABLED', 'memberHasNoFactor')
    await removeSecondFactor(tx, id)
    if (target.roleCode === 'SUPER') {
      await tieAccounts(tx, { account: id, by: resetBy, cause: 'CREDENTIALS_RESET', mutual: true }, now)
    }
    const revoked = await revokeUserSessions(tx, id, now)
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'TOTP_RESET',
      targetType: 'user',
      targetId: id,
      after: { endedSessions: revoked.length, ...(resetBy === actor.userId ? {} : { proposedBy: resetBy }) },
      ip: ctx.ip,
    })
    return { answer: undefined, events: sessionsRevoked(id, revoked) }
  })
  return { ok: true }
}
