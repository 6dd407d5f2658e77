import type { AdjustBalanceInput, AdjustPointsInput } from '@pb/contract/inputs/cashier'
import { writeAudit } from '../audit'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { balanceUpdated, commitOnce, insufficientBalance, insufficientPoints, moveWallet } from '../ledger'
import { findManagedUser } from '../users/managed-user'
import { walletOf } from '../wallet/my-wallet'

export interface Adjustment {
  userId: number
  loginId: string
  type: string
  amount: number
  moneyBal: number
  pointBal: number
}

/**
 * An administrator grants (+) or takes back (−) money of a user they manage: ledger ADJUST_CREDIT or
 * ADJUST_DEBIT with the signed amount. A deduction never takes the balance below 0.
 */
export async function adjustBalance(ctx: UseCaseContext, input: AdjustBalanceInput): Promise<Adjustment> {
  const actor = requireAdmin(ctx)
  const { id, amount, type, note } = input
  return commitOnce(
    ctx,
    {
      userId: actor.userId,
      key: input.idempotencyKey,
      request: { op: 'adjust-balance', id, amount, type, note },
    },
    async (tx) => {
      const member = await findManagedUser(tx, actor, id)
      const wallet = await moveWallet(tx, {
        userId: id,
        money: { amount, type },
        refType: 'admin_adjust',
        actorId: actor.userId,
        note,
        at: ctx.clock.now(),
      })
      if (!wallet) throw insufficientBalance((await walletOf(tx, id)).money)
      await writeAudit(tx, {
        actorId: actor.userId,
        action: 'BALANCE_ADJUST',
        targetType: 'user',
        targetId: id,
        before: { moneyBal: wallet.money - amount },
        after: { moneyBal: wallet.money, type, amount, note },
        ip: ctx.ip,
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
        events: [balanceUpdated(id, wallet, 'MONEY_ADJUSTMENT')],
      }
    },
  )
}

/** An administrator grants (+) or takes back (−) points: ledger POINT_ADJUST, never below 0. */
export async function adjustPoints(ctx: UseCaseContext, input: AdjustPointsInput): Promise<Adjustment> {
  const actor = requireAdmin(ctx)
  const { id, amount, note } = input
  return commitOnce(
    ctx,
    { userId: actor.userId, key: input.idempotencyKey, request: { op: 'adjust-points', id, amount, note } },
    async (tx) => {
      const member = await findManagedUser(tx, actor, id)
      const wallet = await moveWallet(tx, {
        userId: id,
        points: { amount, type: 'POINT_ADJUST' },
        refType: 'admin_adjust',
        actorId: actor.userId,
        note,
        at: ctx.clock.now(),
      })
      if (!wallet) throw insufficientPoints((await walletOf(tx, id)).points)
      await writeAudit(tx, {
        actorId: actor.userId,
        action: 'POINT_ADJUST',
        targetType: 'user',
        targetId: id,
        before: { pointBal: wallet.points - amount },
        after: { pointBal: wallet.points, amount, note },
        ip: ctx.ip,
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
        events: [balanceUpdated(id, wallet, 'POINT_ADJUSTMENT')],
      }
    },
  )
}
