import { type Executor, moneyLedger, pointLedger, wallets } from '@pb/db'
import { and, eq, sql } from 'drizzle-orm'
import { writeAudit } from '../audit'
import type { Actor } from '../auth/actor'
import type { CoreDeps } from '../deps'
import { getMember } from '../users/get-member'
import { getWallet } from '../wallet/wallet'
import { commitOnce } from './commit-once'
import { balanceUpdated, insufficientBalance, insufficientPoints } from './member-wallet'
import type { AdjustBalanceInput, AdjustPointsInput } from './schemas'

export interface Adjustment {
  userId: number
  loginId: string
  type: string
  amount: number
  moneyBal: number
  pointBal: number
}

/** Adds a signed amount to one wallet column unless that would take it below 0. */
async function addToWallet(
  tx: Executor,
  userId: number,
  column: 'money' | 'points',
  amount: number,
  now: Date,
) {
  const target = wallets[column]
  const [wallet] = await tx
    .update(wallets)
    .set({ [column]: sql`${target} + ${amount}`, updatedAt: now })
    .where(and(eq(wallets.userId, userId), sql`${target} + ${amount} >= 0`))
    .returning({ money: wallets.money, points: wallets.points })
  return wallet
}

/**
 * An administrator grants (+) or takes back (−) money of a user they manage: ledger ADJUST_CREDIT or
 * ADJUST_DEBIT with the signed amount. A deduction never takes the balance below 0.
 */
export async function adjustBalance(
  deps: CoreDeps,
  actor: Actor,
  input: AdjustBalanceInput,
  ip = '',
): Promise<Adjustment> {
  const { id, amount, type, note } = input
  return commitOnce(
    deps,
    {
      userId: actor.userId,
      key: input.idempotencyKey,
      request: { op: 'adjust-balance', id, amount, type, note },
    },
    async (tx) => {
      const now = deps.clock.now()
      const member = await getMember(tx, actor, id)
      const wallet = await addToWallet(tx, id, 'money', amount, now)
      if (!wallet) throw insufficientBalance((await getWallet(tx, id)).moneyBal)
      await tx.insert(moneyLedger).values({
        userId: id,
        type,
        amount,
        balanceAfter: wallet.money,
        refType: 'admin_adjust',
        actorId: actor.userId,
        note,
        createdAt: now,
      })
      await writeAudit(tx, {
        actorId: actor.userId,
        action: 'BALANCE_ADJUST',
        targetType: 'user',
        targetId: id,
        before: { moneyBal: wallet.money - amount },
        after: { moneyBal: wallet.money, type, amount, note },
        ip,
      })
      return {
        answer: {
          userId: id,
          loginId: member.loginId,
          type,
          amount,
          moneyBal: wallet.money,
          pointBal: wallet.points,
        },
        events: [balanceUpdated(id, wallet)],
      }
    },
  )
}

/** An administrator grants (+) or takes back (−) points: ledger POINT_ADJUST, never below 0. */
export async function adjustPoints(
  deps: CoreDeps,
  actor: Actor,
  input: AdjustPointsInput,
  ip = '',
): Promise<Adjustment> {
  const { id, amount, note } = input
  return commitOnce(
    deps,
    { userId: actor.userId, key: input.idempotencyKey, request: { op: 'adjust-points', id, amount, note } },
    async (tx) => {
      const now = deps.clock.now()
      const member = await getMember(tx, actor, id)
      const wallet = await addToWallet(tx, id, 'points', amount, now)
      if (!wallet) throw insufficientPoints((await getWallet(tx, id)).pointBal)
      await tx.insert(pointLedger).values({
        userId: id,
        type: 'POINT_ADJUST',
        amount,
        balanceAfter: wallet.points,
        refType: 'admin_adjust',
        actorId: actor.userId,
        note,
        createdAt: now,
      })
      await writeAudit(tx, {
        actorId: actor.userId,
        action: 'POINT_ADJUST',
        targetType: 'user',
        targetId: id,
        before: { pointBal: wallet.points - amount },
        after: { pointBal: wallet.points, amount, note },
        ip,
      })
      return {
        answer: {
          userId: id,
          loginId: member.loginId,
          type: 'POINT_ADJUST',
          amount,
          moneyBal: wallet.money,
          pointBal: wallet.points,
        },
        events: [balanceUpdated(id, wallet)],
      }
    },
  )
}
