import { type Db, queryRows, rounds } from '@pb/db'
import { and, eq, sql } from 'drizzle-orm'
import type { GameEvent } from '../events/types'
import { applyBulkMoves } from '../ledger'
import { itemPointsSql, itemSettlementSql } from './payout-sql'

export interface SettledRound {
  roundNo: number
  settledBets: number
  events: GameEvent[]
}

/**
 * Settles a drawn round exactly once (game-rules §6): the round's DRAWN → SETTLED guard, item
 * outcomes, purchase totals, wallet credits and ledger rows are one transaction of a fixed number of
 * set-based statements, however many bets the round holds.
 */
export async function settleRound(db: Db, roundNo: number, now: Date): Promise<SettledRound | null> {
  const settled = await db.transaction(async (tx) => {
    const [round] = await tx
      .update(rounds)
      .set({ status: 'SETTLED', settledAt: now })
      .where(and(eq(rounds.roundNo, roundNo), eq(rounds.status, 'DRAWN')))
      .returning()
    if (!round?.drawOrder || round.powerball === null) return null
    const settle = itemSettlementSql(round.drawOrder, round.powerball)
    const at = now.toISOString()

    await tx.execute(sql`
      update bet_items i set
        status = ${settle.status},
        payout = ${settle.payout},
        points = ${itemPointsSql}
      from users u
      where u.id = i.user_id and i.round_no = ${roundNo} and i.status = 'PLACED'`)
    await tx.execute(sql`
      update bets b set
        total_payout = s.payout,
        status = case when s.payout > 0 then 'WON' else 'LOST' end,
        settled_at = ${at}
      from (select bet_id, sum(payout) as payout from bet_items where round_no = ${roundNo} group by bet_id) s
      where b.id = s.bet_id and b.status = 'PLACED'`)
    // One payout and one points row per purchase, numbered in purchase order.
    await applyBulkMoves(tx, {
      rows: sql`
        select user_id, bet_id::text as ref_id, bet_id as seq, sum(payout) as money, sum(points) as points
        from bet_items where round_no = ${roundNo} and status in ('WON', 'LOST')
        group by bet_id, user_id`,
      moneyType: 'BET_PAYOUT',
      pointType: 'POINT_EARN',
      refType: 'bet',
      at: now,
    })
    return round
  })
  if (!settled) return null
  return { roundNo, ...(await settlementEvents(db, settled)) }
}

/** RESULT_SAVED, then per purchase BET_SETTLED, per member BALANCE_UPDATED, then SETTLEMENT_COMPLETED. */
async function settlementEvents(db: Db, round: typeof rounds.$inferSelect) {
  const settledBets = await queryRows<{
    user_id: number
    status: 'WON' | 'LOST'
    total_payout: string
    purchase_no: string
  }>(
    db,
    sql`select user_id, status, total_payout, purchase_no from bets where round_no = ${round.roundNo} and status in ('WON', 'LOST') order by id`,
  )
  const balances = await queryRows<{ user_id: number; money: string; points: string }>(
    db,
    sql`select w.user_id, w.money, w.points from wallets w
        where w.user_id in (select distinct user_id from bets where round_no = ${round.roundNo})`,
  )
  const events: GameEvent[] = [
    {
      type: 'RESULT_SAVED',
      roundNo: round.roundNo,
      pbValue: round.powerball ?? 0,
      pbOddEven: round.powerballOddEven ?? '',
      pbOverUnder: round.powerballUnderOver ?? '',
    },
    ...settledBets.map((bet) => ({
      type: 'BET_SETTLED' as const,
      userId: Number(bet.user_id),
      status: bet.status,
      payout: Number(bet.total_payout),
      purchaseNo: bet.purchase_no,
      roundNo: round.roundNo,
    })),
    ...balances.map((b) => ({
      type: 'BALANCE_UPDATED' as const,
      userId: Number(b.user_id),
      moneyBal: Number(b.money),
      pointBal: Number(b.points),
    })),
    { type: 'SETTLEMENT_COMPLETED', roundNo: round.roundNo, settledBets: settledBets.length },
  ]
  return { settledBets: settledBets.length, events }
}
