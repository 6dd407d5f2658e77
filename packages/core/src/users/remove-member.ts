import { outranks } from '@pb/access'
import { type Executor, idempotencyKeys, queryRows, sessions, users, wallets } from '@pb/db'
import { eq, sql } from 'drizzle-orm'
import { writeAudit } from '../audit'
import type { Actor } from '../auth/actor'
import { revokeUserSessions, sessionsRevoked } from '../auth/end-sessions'
import { forgetAttempts } from '../auth/password-attempts'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { refusal } from '../errors'
import type { GameEvent } from '../events/types'
import { removeEmptyWallet } from '../ledger'
import { sanctionLevelOf } from '../orgs/sanctions'
import { commitWithEvents } from '../unit-of-work'
import { lockManagedUser } from './managed-user'
import { profileUpdated } from './member-events'
import type { Member } from './member-view'

export interface Removal {
  id: number
  result: 'DEACTIVATED' | 'DELETED'
  message: string
}

/**
 * Whether anything on record belongs to or was done by the user: bets, cash requests, ledger rows,
 * a settlement of theirs, or an audited action of theirs (every administrator action that leaves
 * their id elsewhere — a decision, an adjustment, odds, a result — is audited).
 */
async function hasHistory(tx: Executor, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    tx,
    sql`select (
      exists (select 1 from bets where user_id = ${userId}::int)
      or exists (select 1 from cash_transactions where user_id = ${userId}::int)
      or exists (select 1 from money_ledger where user_id = ${userId}::int)
      or exists (select 1 from point_ledger where user_id = ${userId}::int)
      or exists (select 1 from history_archives where user_id = ${userId}::int)
      or exists (select 1 from audit_log where actor_id = ${userId}::int)
    ) as found`,
  )
  return row?.found === true
}

/** Refuses deleting oneself, and anyone not strictly below the actor (SUPER included). */
function assertRemovable(actor: Actor, member: Member) {
  if (member.id === actor.userId) throw refusal('FORBIDDEN', 'removeSelf')
  if (!outranks(actor.roleCode, member.roleCode)) {
    throw refusal('FORBIDDEN', 'removeLowerRoles')
  }
}

/**
 * An administrator deletes a user of their scope (DELETE /admin/users/{id}, docs/product.md §7.2). A user with any
 * history is only deactivated (INACTIVE: sign-in refused, history kept); one without is removed with
 * their empty wallet, sessions, tokens and idempotency keys. Either way their sessions and open
 * event streams end. Audited.
 */
export async function removeMember(ctx: UseCaseContext, input: { id: number }): Promise<Removal> {
  const actor = requireAdmin(ctx)
  const { id } = input
  const now = ctx.clock.now()
  return commitWithEvents<Removal>(ctx, async (tx) => {
    const member = await lockManagedUser(tx, actor, id)
    assertRemovable(actor, member)
    // Bets and cashier steps take the wallet lock first: while it is held no new history appears.
    await tx.select({ userId: wallets.userId }).from(wallets).where(eq(wallets.userId, id)).for('update')
    const ended = sessionsRevoked(id, await revokeUserSessions(tx, id, now))

    if (await hasHistory(tx, id)) {
      const level = sanctionLevelOf(actor)
      await tx
        .update(users)
        // A sanction from higher up stays the one that counts (docs/roles-and-branches.md §2).
        .set({
          statusCode: 'INACTIVE',
          sanctionLevel: sql`least(coalesce(${users.sanctionLevel}, ${level}), ${level})`,
          updatedAt: now,
        })
        .where(eq(users.id, id))
      await writeAudit(tx, {
        actorId: actor.userId,
        action: 'USER_DEACTIVATE',
        targetType: 'user',
        targetId: id,
        before: { statusCode: member.statusCode },
        after: { statusCode: 'INACTIVE' },
        ip: ctx.ip,
      })
      const message = '거래 내역이 있는 회원이라 비활성화했습니다. 내역은 보존됩니다.'
      // The member's open pages hear the new status before their streams close.
      const events: GameEvent[] = [profileUpdated({ ...member, statusCode: 'INACTIVE' }), ...ended]
      return { answer: { id, result: 'DEACTIVATED' as const, message }, events }
    }

    await tx.delete(sessions).where(eq(sessions.userId, id))
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, id))
    await forgetAttempts(tx, member)
    await removeEmptyWallet(tx, id)
    await tx.delete(users).where(eq(users.id, id))
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'USER_DELETE',
      targetType: 'user',
      targetId: id,
      before: {
        loginId: member.loginId,
        roleCode: member.roleCode,
        orgId: member.orgId,
        nickname: member.nickname,
        name: member.name,
      },
      ip: ctx.ip,
    })
    return { answer: { id, result: 'DELETED' as const, message: '회원을 삭제했습니다.' }, events: ended }
  })
}
