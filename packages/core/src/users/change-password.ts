import { type Db, sessions, users } from '@pb/db'
import { and, eq, isNull, ne } from 'drizzle-orm'
import { writeAudit } from '../audit'
import type { Actor } from '../auth/actor'
import { revokeSession } from '../auth/sessions'
import { DomainError } from '../errors'
import type { ChangePasswordInput } from './schemas'

/**
 * A member changes their own password. The current one must be right; every other sign-in of the
 * account ends, while the session that made the change stays signed in.
 */
export async function changePassword(
  db: Db,
  actor: Actor,
  input: ChangePasswordInput,
  now = new Date(),
): Promise<{ ok: true }> {
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
    })
  })
  return { ok: true }
}
