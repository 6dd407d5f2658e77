import type { MemberPasswordInput } from '@pb/contract/inputs/members'
import { users } from '@pb/db'
import { eq } from 'drizzle-orm'
import { tieAccounts } from '../approvals/approvers'
import { writeAudit } from '../audit'
import type { Actor } from '../auth/actor'
import { revokeUserSessions, sessionsRevoked } from '../auth/end-sessions'
import { hashPassword } from '../auth/password-hash'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { refusal } from '../errors'
import { commit, commitWithEvents } from '../unit-of-work'
import { lockManagedUser } from './managed-user'

/**
 * An administrator sets a user's sign-in password (PUT /admin/users/{id}/password, docs/product.md §7.2): every
 * session of the user ends, with its open event streams. Never their own (SUPER manages everyone):
 * that change asks for the current password. Audited, without the password.
 */
export async function setMemberPassword(
  ctx: UseCaseContext,
  input: MemberPasswordInput,
): Promise<{ ok: true }> {
  const actor = requireAdmin(ctx)
  if (input.id === actor.userId) {
    throw refusal('SELF_CHANGE_FORBIDDEN', 'ownPassword')
  }
  return replacePassword(
    ctx,
    actor,
    { id: input.id, passwordHash: await hashPassword(input.password) },
    actor.userId,
  )
}

/**
 * Sets the hashed password and ends every session of the user. A SUPER's password is reset through a
 * proposal (`resetBy` proposed it, the actor approved it): the two are tied for four eyes from then
 * on, since the resetter may know the password (docs/roles-and-branches.md §5).
 */
export async function replacePassword(
  ctx: UseCaseContext,
  actor: Actor,
  change: { id: number; passwordHash: string },
  resetBy: number,
): Promise<{ ok: true }> {
  const now = ctx.clock.now()
  await commitWithEvents(ctx, async (tx) => {
    const target = await lockManagedUser(tx, actor, change.id)
    await tx
      .update(users)
      .set({ passwordHash: change.passwordHash, updatedAt: now })
      .where(eq(users.id, change.id))
    if (target.roleCode === 'SUPER') {
      await tieAccounts(
        tx,
        { account: change.id, by: resetBy, cause: 'CREDENTIALS_RESET', mutual: true },
        now,
      )
    }
    const revoked = await revokeUserSessions(tx, change.id, now)
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'USER_PASSWORD_SET',
      targetType: 'user',
      targetId: change.id,
      after: { endedSessions: revoked.length, ...(resetBy === actor.userId ? {} : { proposedBy: resetBy }) },
      ip: ctx.ip,
    })
    return { answer: undefined, events: sessionsRevoked(change.id, revoked) }
  })
  return { ok: true }
}

/**
 * An administrator sets the password a user's point conversion asks for (docs/product.md §7.2
 * PUT /admin/users/{id}/point-password); only its hash is kept. Audited, without the password.
 */
export async function setMemberPointPassword(
  ctx: UseCaseContext,
  input: MemberPasswordInput,
): Promise<{ ok: true }> {
  const actor = requireAdmin(ctx)
  const pointPasswordHash = await hashPassword(input.password)
  await commit(ctx, async (tx) => {
    const member = await lockManagedUser(tx, actor, input.id)
    const [before] = await tx
      .select({ hash: users.pointPasswordHash })
      .from(users)
      .where(eq(users.id, member.id))
    await tx
      .update(users)
      .set({ pointPasswordHash, updatedAt: ctx.clock.now() })
      .where(eq(users.id, input.id))
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'USER_POINT_PASSWORD_SET',
      targetType: 'user',
      targetId: input.id,
      before: { pointPasswordSet: Boolean(before?.hash) },
      after: { pointPasswordSet: true },
      ip: ctx.ip,
    })
  })
  return { ok: true }
}
