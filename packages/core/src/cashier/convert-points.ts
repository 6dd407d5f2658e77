import { cashTransactions, type Db, moneyLedger, pointLedger, users, wallets } from '@pb/db'
import { and, eq, sql } from 'drizzle-orm'
import type { Actor } from '../auth/actor'
import type { CoreDeps } from '../deps'
import { DomainError } from '../errors'
import { readSetting } from '../settings'
import { commitOnce } from './commit-once'
import { balanceUpdated, insufficientPoints, lockMemberWallet } from './member-wallet'
import type { PointConvertInput } from './schemas'
import { type MemberTransaction, toMemberTransaction } from './transaction-views'

/** The point-conversion password is asked only while the operator setting requires it. */
async function assertPointPassword(db: Db, userId: number, password: string | undefined) {
  if (!(await readSetting(db, 'pointConvertPasswordRequired'))) return
  const [user] = await db.select({ hash: users.pointPasswordHash }).from(users).where(eq(users.id, userId))
  if (!user?.hash) throw new DomainError('POINT_PASSWORD_NOT_SET')
  if (!password) throw new DomainError('POINT_PASSWORD_REQUIRED')
  if (!(await Bun.password.verify(password, user.hash))) throw new DomainError('POINT_PASSWORD_MISMATCH')
}

/**
 * Converts points to money, 1 point = 1 won with no fee: points −= n (point ledger POINT_CONVERT_IN
 * −n) and money += n (money ledger POINT_CONVERT +n) in one transaction, recorded as an APPROVED
 * POINT_CONVERT transaction.
 */
export async function convertPoints(
  deps: CoreDeps,
  actor: Actor,
  input: PointConvertInput,
): Promise<MemberTransaction & { newMoneyBal: number; newPointBal: number; moneyAmount: number }> {
  // Checked before the wallet lock: a slow hash must not hold up the member's bets.
  await assertPointPassword(deps.db, actor.userId, input.password)
  const amount = input.pointAmount
  return commitOnce(
    deps,
    // The password stays out of the stored request hash.
    { userId: actor.userId, key: input.idempotencyKey, request: { op: 'point-convert', amount } },
    async (tx) => {
      const now = deps.clock.now()
      const member = await lockMemberWallet(tx, actor.userId)
      if (amount > member.points) throw insufficientPoints(member.points)
      const [wallet] = await tx
        .update(wallets)
        .set({
          points: sql`${wallets.points} - ${amount}`,
          money: sql`${wallets.money} + ${amount}`,
          updatedAt: now,
        })
        .where(and(eq(wallets.userId, actor.userId), sql`${wallets.points} >= ${amount}`))
        .returning({ money: wallets.money, points: wallets.points })
      if (!wallet) throw insufficientPoints(member.points)
      const [row] = await tx
        .insert(cashTransactions)
        .values({
          userId: actor.userId,
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
      const reference = {
        refType: 'cash_transaction',
        refId: String(row.id),
        actorId: actor.userId,
        createdAt: now,
      }
      await tx.insert(pointLedger).values({
        userId: actor.userId,
        type: 'POINT_CONVERT_IN',
        amount: -amount,
        balanceAfter: wallet.points,
        ...reference,
      })
      await tx.insert(moneyLedger).values({
        userId: actor.userId,
        type: 'POINT_CONVERT',
        amount,
        balanceAfter: wallet.money,
        ...reference,
      })
      return {
        answer: {
          ...toMemberTransaction(row),
          newMoneyBal: wallet.money,
          newPointBal: wallet.points,
          moneyAmount: amount,
        },
        events: [balanceUpdated(actor.userId, wallet)],
      }
    },
  )
}
