import { type Executor, queryRows, rounds } from '@pb/db'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { writeAudit } from '../audit'
import type { Actor } from '../auth/actor'
import type { CoreDeps } from '../deps'
import type { GameEvent } from '../events/types'
import { insertPurchaseLedgerRows } from './purchase-ledger'
import { lockUndrawnRound } from './round-target'
import type { voidRoundInput } from './schemas'

/**
 * Cancels a round before its draw (game-rules §6): the round becomes VOID, every item and purchase
 * VOID, and every stake returns to its member with a BET_REFUND ledger row, in one transaction.
 */
export async function voidRound(
  { db, bus, clock }: CoreDeps,
  actor: Actor,
  input: z.infer<typeof voidRoundInput>,
  ip = '',
) {
  const roundNo = input.roundNumber
  const now = clock.now()
  const at = now.toISOString()
  const voided = await db.transaction(async (tx) => {
    // Wallets before the round, the order a bet takes them in, so a bet racing the void cannot deadlock it.
    await lockBettorWallets(tx, roundNo)
    const round = await lockUndrawnRound(tx, roundNo, now)
    await tx.update(rounds).set({ status: 'VOID', settledAt: now }).where(eq(rounds.roundNo, roundNo))
    await tx.execute(sql`
      update bet_items set status = 'VOID', payout = 0, points = 0
      where round_no = ${roundNo} and status = 'PLACED'`)
    await tx.execute(sql`
      update bets set status = 'VOID', total_payout = 0, settled_at = ${at}
      where round_no = ${roundNo} and status = 'PLACED'`)
    await tx.execute(sql`
      update wallets w set money = w.money + s.stake, updated_at = ${at}
      from (select user_id, sum(total_stake) as stake from bets
            where round_no = ${roundNo} and status = 'VOID' group by user_id) s
      where w.user_id = s.user_id`)
    await insertPurchaseLedgerRows(tx, {
      roundNo,
      type: 'BET_REFUND',
      amount: sql`b.total_stake`,
      where: sql`b.status = 'VOID'`,
      at,
    })
    const refunds = await queryRows<{ user_id: number; purchase_no: string; total_stake: string }>(
      tx,
      sql`select user_id, purchase_no, total_stake from bets where round_no = ${roundNo} and status = 'VOID' order by id`,
    )
    const balances = await queryRows<{ user_id: number; money: string; points: string }>(
      tx,
      sql`select user_id, money, points from wallets
          where user_id in (select user_id from bets where round_no = ${roundNo})`,
    )
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'ROUND_VOID',
      targetType: 'round',
      targetId: roundNo,
      before: { status: round.status },
      after: { status: 'VOID', reason: input.reason, refundedBets: refunds.length },
      ip,
    })
    return { refunds, balances }
  })
  const events: GameEvent[] = [
    ...voided.refunds.map((bet) => ({
      type: 'BET_SETTLED' as const,
      userId: Number(bet.user_id),
      status: 'VOID' as const,
      payout: 0,
      purchaseNo: bet.purchase_no,
      roundNo,
    })),
    ...voided.balances.map((wallet) => ({
      type: 'BALANCE_UPDATED' as const,
      userId: Number(wallet.user_id),
      moneyBal: Number(wallet.money),
      pointBal: Number(wallet.points),
    })),
    { type: 'ROUND_VOIDED', roundNo },
  ]
  await bus.publish(events)
  return {
    roundNumber: roundNo,
    refundedBets: voided.refunds.length,
    refundedAmount: voided.refunds.reduce((sum, bet) => sum + Number(bet.total_stake), 0),
  }
}

async function lockBettorWallets(tx: Executor, roundNo: number) {
  await tx.execute(sql`
    select user_id from wallets
    where user_id in (select user_id from bet_items where round_no = ${roundNo} and status = 'PLACED')
    order by user_id for update`)
}
