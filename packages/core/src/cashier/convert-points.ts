import type { PointConvertInput } from '@pb/contract/inputs/cashier'
import { cashRequests, users } from '@pb/db'
import { eq } from 'drizzle-orm'
import { limitedPasswordCheck } from '../auth/password-attempts'
import { requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { DomainError } from '../errors'
import { balanceUpdated, commitOnce, insufficientPoints, lockWallet, moveWallet } from '../ledger'
import { assertNotSelfExcluded } from '../responsible-play/self-exclusion'
import { readSetting } from '../stored-settings'
import { type MemberRequest, toMemberRequest } from './request-views'

/** The point-conversion password is asked only while the operator setting requires it. */
async function assertPointPassword(ctx: UseCaseContext, userId: number, password: string | undefined) {
  const { db } = ctx
  if (!(await readSetting(db, 'pointConvertPasswordRequired'))) return
  const [user] = await db.select({ hash: users.pointPasswordHash }).from(users).where(eq(users.id, userId))
  const hash = user?.hash
  if (!hash) throw new DomainError('POINT_PASSWORD_NOT_SET')
  if (!password) throw new DomainError('POINT_PASSWORD_REQUIRED')
  const check = { kind: 'point_password', subject: String(userId) } as const
  if (!(await limitedPasswordCheck(ctx, check, () => Bun.password.verify(password, hash)))) {
    throw new DomainError('POINT_PASSWORD_MISMATCH')
  }
}

/**
 * Converts points to money, 1 point = 1 won with no fee: points −= n (point ledger POINT_CONVERT_IN
 * −n) and money += n (money ledger POINT_CONVERT +n) in one move, recorded as an APPROVED
 * POINT_CONVERT transaction.
 */
export async function convertPoints(
  ctx: UseCaseContext,
  input: PointConvertInput,
): Promise<MemberRequest & { newMoneyBal: number; newPointBal: number; moneyAmount: number }> {
  const actor = requireMember(ctx)
  // Checked before the wallet lock: a slow hash must not hold up the member's bets.
  await assertPointPassword(ctx, actor.userId, input.password)
  const amount = input.pointAmount
  return commitOnce(
    ctx,
    // The password stays out of the stored request hash.
    { userId: actor.userId, key: input.idempotencyKey, request: { op: 'point-convert', amount } },
    async (tx) => {
      const now = ctx.clock.now()
      const member = await lockWallet(tx, actor.userId)
      assertNotSelfExcluded(member, now)
      if (amount > member.points) throw insufficientPoints(member.points)
      const [row] = await tx
        .insert(cashRequests)
        .values({
          userId: actor.userId,
          orgId: member.orgId,
          type: 'POINT_CONVERT',
          amount,
          pointAmount: amount,
          status: 'APPROVED',
          depositName: member.accountHolder || member.name,
          bankName: member.bankName,
          accountNumber: member.accountNumber,
          accountHolder: member.accountHolder,
          requestedAt: now,
          processedAt: now,
        })
        .returning()
      if (!row) throw new Error('cash transaction insert returned nothing')
      const wallet = await moveWallet(tx, {
        userId: actor.userId,
        points: { amount: -amount, type: 'POINT_CONVERT_IN' },
        money: { amount, type: 'POINT_CONVERT' },
        refType: 'cash_transaction',
        refId: String(row.id),
        actorId: actor.userId,
        at: now,
      })
      if (!wallet) throw insufficientPoints(member.points)
      return {
        answer: {
          ...toMemberRequest(row),
          newMoneyBal: wallet.money,
          newPointBal: wallet.points,
          moneyAmount: amount,
        },
        events: [balanceUpdated(actor.userId, wallet, 'POINT_CONVERSION')],
      }
    },
  )
}
