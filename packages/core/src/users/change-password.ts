import type { ChangePasswordInput } from '@pb/contract/inputs/members'
import { users } from '@pb/db'
import { eq } from 'drizzle-orm'
import { writeAudit } from '../audit'
import type { Actor } from '../auth/actor'
import { requireCurrentPassword } from '../auth/current-password'
import { revokeUserSessions, sessionsRevoked } from '../auth/end-sessions'
import { hashPassword } from '../auth/password-hash'
import { requireAdmin, requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { commitWithEvents } from '../unit-of-work'

/**
 * A user changes their own password. The current one must be right; every other sign-in of the
 * account ends (its event streams close too), while the session that made the change stays signed in.
 */
async function changeOwnPassword(
  ctx: UseCaseContext,
  actor: Actor,
  input: ChangePasswordInput,
): Promise<{ ok: true }> {
  const now = ctx.clock.now()
  await requireCurrentPassword(ctx, actor, input.currentPassword)
  const passwordHash = await hashPassword(input.newPassword)
  await commitWithEvents(ctx, async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, actor.userId))
    const others = await revokeUserSessions(tx, actor.userId, now, actor.sessionId)
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'PASSWORD_CHANGE',
      targetType: 'user',
      targetId: actor.userId,
      ip: ctx.ip,
    })
    return { answer: undefined, events: sessionsRevoked(actor.userId, others) }
  })
  return { ok: true }
}

/** A member changes their own password (PUT /users/password). */
export async function changePassword(ctx: UseCaseContext, input: ChangePasswordInput): Promise<{ ok: true }> {
  return changeOwnPassword(ctx, requireMember(ctx), input)
}

/** An administrator changes their own password (PUT /admin/password). */
export async function changeAdminPassword(
  ctx: UseCaseContext,
  input: ChangePasswordInput,
): Promise<{ ok: true }> {
  return changeOwnPassword(ctx, requireAdmin(ctx), input)
}
