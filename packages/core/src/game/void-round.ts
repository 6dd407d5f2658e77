import { type Db, queryRows, rounds } from '@pb/db'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { writeAudit } from '../audit'
import type { Actor } from '../auth/actor'
import type { CoreDeps } from '../deps'
import type { GameEvent } from '../events/types'
import { lockUndrawnRound } from './round-target'
import type { voidRoundInput } from './schemas'

/**
 * Cancels a round before its draw (game-rules §6) and returns every stake. The round turns VOID in
 * its own short transaction, so no bet can land on it afterwards; the refund follows. Neither step
 * holds the round row and wallets together, so bets racing the void cannot deadlock it; if the
 * refund is cut off, the engine finishes it.
 */
export async function voidRound(
  { db, bus, clock }: CoreDeps,
  actor: Actor,
  input: z.infer<typeof voidRoundInput>,
  ip = '',
) {
  const roundNo = input.roundNumber
  const now = clock.now()
  await db.transaction(async (tx) => {
    const round = await lockUndrawnRound(tx, roundNo, now)
    await tx.update(rounds).set({ status: 'VOID', settledAt: now }).where(eq(rounds.roundNo, roundNo))
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'ROUND_VOID',
      targetType: 'round',
      targetId: roundNo,
      before: { status: round.status },
      after: { status: 'VOID', reason: input.reason },
      ip,
    })
  })
  const refunded = await refundVoidRound(db, roundNo, now)
  await bus.publish(refunded.events)
  return {
    roundNumber: roundNo,
    refundedBets: refunded.refundedBets,
    refundedAmount: refunded.refundedAmount,
  }
}

/**
 * Refunds the purchases of a VOID round still PLACED: items and purchases turn VOID and each stake
 * returns with a BET_REFUND ledger row. Only rows this call flips are credited, so running it twice,
 * or concurrently, refunds once.
 */
export async function refundVoidRound(db: Db, roundNo: number, now: Date) {
  const at = now.toISOString()
  const refunds = await db.transaction(async (tx) => {
    await tx.execute(sql`
      update bet_items set status = 'VOID', payout = 0, points = 0
      where round_no = ${roundNo} and status = 'PLACED'
        and exists (select 1 from rounds where round_no = ${roundNo} and status = 'VOID')`)
    // balance_after walks back from the member's new balance, newest purchase first.
    return queryRows<{
      user_id: number
      purchase_no: string
      total_stake: string
      money: string
      points: string
    }>(
      tx,
      sql`
      with voided as (
        update bets set status = 'VOID', total_payout = 0, settled_at = ${at}
        where round_no = ${roundNo} and status = 'PLACED'
          and exists (select 1 from rounds where round_no = ${roundNo} and status = 'VOID')
        returning id, user_id, purchase_no, total_stake
      ), credited as (
        update wallets w set money = w.money + s.stake, updated_at = ${at}
        from (select user_id, sum(total_stake) as stake from voided group by user_id) s
        where w.user_id = s.user_id
        returning w.user_id, w.money, w.points
      ), ledger as (
        insert into money_ledger (user_id, type, amount, balance_after, ref_type, ref_id, created_at)
        select v.user_id, 'BET_REFUND', v.total_stake,
          c.money - coalesce(sum(v.total_stake) over (
            partition by v.user_id order by v.id desc rows between unbounded preceding and 1 preceding), 0),
          'bet', v.id::text, ${at}
        from voided v join credited c on c.user_id = v.user_id
      )
      select v.user_id, v.purchase_no, v.total_stake, c.money, c.points
      from voided v join credited c on c.user_id = v.user_id
      order by v.id`,
    )
  })
  const balances = new Map(refunds.map((r) => [Number(r.user_id), { money: r.money, points: r.points }]))
  const events: GameEvent[] = [
    ...refunds.map((bet) => ({
      type: 'BET_SETTLED' as const,
      userId: Number(bet.user_id),
      status: 'VOID' as const,
      payout: 0,
      purchaseNo: bet.purchase_no,
      roundNo,
    })),
    ...[...balances].map(([userId, wallet]) => ({
      type: 'BALANCE_UPDATED' as const,
      userId,
      moneyBal: Number(wallet.money),
      pointBal: Number(wallet.points),
    })),
    { type: 'ROUND_VOIDED', roundNo },
  ]
  return {
    refundedBets: refunds.length,
    refundedAmount: refunds.reduce((sum, bet) => sum + Number(bet.total_stake), 0),
    events,
  }
}
