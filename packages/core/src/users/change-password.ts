import { sessions, users } from '@pb/db'
import { and, eq, isNull, ne } from 'drizzle-orm'
import { writeAudit } from '../audit'
import { requireMember } from '../auth/permissions'
import { revokeSession } from '../auth/sessions'
import type { UseCaseContext } from '../context'
import { DomainError } from '../errors'
import type { ChangePasswordInput } from './schemas'

/**
 * A member changes their own password. The current one must be right; every other sign-in of the
 * account ends, while the session that made the change stays signed in.
 */
export async function changePassword(ctx: UseCaseContext, input: ChangePasswordInput): Promise<{ ok: true }> {
  const actor = requireMember(ctx)
  const { db } = ctx
  const now = ctx.clock.now()
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.userId))
  if (!user) throw new DomainError('NOT_FOUND')
  // Not INVALID_CREDENTIALS: a 401 would read as an expired session and sign the member out.
  if (!(await Bun.password.verify(input.currentPassword, user.passwordHash))) {
    throw new DomainError('VALIDATION', '현재 비밀번호가 올바르지 않습니다.', { field: 'currentPassword' })
  }
  const passwordHash = await Bun.password.hash(input.newPassword, { algorithm: 'argon2id' })
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, actor.userId))
    const others = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(eq(sessions.userId, actor.userId), ne(sessions.id, actor.sessionId), isNull(sessions.revokedAt)),
      )
    for (const session of others) await revokeSession(tx, session.id, now)
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'PASSWORD_CHANGE',
      targetType: 'user',
      targetId: actor.userId,
      ip: ctx.ip,
    })
  })
  return { ok: true }
}
