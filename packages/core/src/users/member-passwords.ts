import { users } from '@pb/db'
import { eq } from 'drizzle-orm'
import { writeAudit } from '../audit'
import { revokeUserSessions, sessionsRevoked } from '../auth/end-sessions'
import { hashPassword } from '../auth/password-hash'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { DomainError } from '../errors'
import { commitWithEvents } from '../unit-of-work'
import { lockManagedUser } from './managed-user'
import type { MemberPasswordInput } from './schemas'

/**
 * An administrator sets a user's sign-in password (PUT /admin/users/{id}/password, docs/product.md §7.2): every
 * session of the user ends, with its open event streams. Never their own (SUPER manages everyone):
 * that change asks for the current password. Audited, without the password.
 */
export async function setMemberPassword(
  ctx: UseCaseContext,
  input: MemberPasswordInput,
): Promise<{ ok: true }> {
  const actor = requireAdmin(ctx, 'admin.users.setPassword')
  if (input.id === actor.userId) {
    throw new DomainError(
      'SELF_CHANGE_FORBIDDEN',
      '자신의 비밀번호는 회원 관리에서 바꿀 수 없습니다. 계정 메뉴의 비밀번호 변경에서 현재 비밀번호와 함께 바꿔주세요.',
      { reason: 'ownPassword' },
    )
  }
  const passwordHash = await hashPassword(input.password)
  const now = ctx.clock.now()
  await commitWithEvents(ctx, async (tx) => {
    await lockManagedUser(tx, actor, input.id)
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, input.id))
    const revoked = await revokeUserSessions(tx, input.id, now)
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'USER_PASSWORD_SET',
      targetType: 'user',
      targetId: input.id,
      after: { endedSessions: revoked.length },
      ip: ctx.ip,
    })
    return { answer: undefined, events: sessionsRevoked(input.id, revoked) }
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
  const actor = requireAdmin(ctx, 'admin.users.setPointPassword')
  const pointPasswordHash = await hashPassword(input.password)
  await ctx.db.transaction(async (tx) => {
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
