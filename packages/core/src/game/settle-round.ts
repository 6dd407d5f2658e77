import { type Db, queryRows, rounds } from '@pb/db'
import { and, eq, sql } from 'drizzle-orm'
import type { GameEvent } from '../events/types'
import { applyBulkMoves, balanceUpdated, type MovedWallet } from '../ledger'
import { itemPointsSql, itemSettlementSql } from './payout-sql'

export interface SettledRound {
  roundNo: number
  settledBets: number
  events: GameEvent[]
}

/**
 * Settles a drawn round exactly once (game-rules §6): the round's DRAWN → SETTLED guard, item
 * outcomes, purchase totals, wallet credits and ledger rows are one transaction of two statements,
 * however many bets the round holds.
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

    // One statement: the items settle, each purchase takes the sum of its items, and that sum is
    // paid with one payout and one points row per purchase, numbered in purchase order. It answers
    // each member's wallet after, for BALANCE_UPDATED.
    const wallets = await applyBulkMoves(tx, {
      with: sql`items as (
        update bet_items i set
          status = ${settle.status},
          payout = ${settle.payout},
          points = ${itemPointsSql}
        from users u
        where u.id = i.user_id and i.round_no = ${roundNo} and i.status = 'PLACED'
        returning i.bet_id, i.payout, i.points)`,
      rows: sql`
        update bets b set
          total_payout = s.payout,
          status = case when s.payout > 0 then 'WON' else 'LOST' end,
          settled_at = ${at}
        from (select bet_id, sum(payout) as payout, sum(points) as points from items group by bet_id) s
        where b.id = s.bet_id and b.round_no = ${roundNo} and b.status = 'PLACED'
        returning b.user_id, b.id::text as ref_id, b.id as seq, s.payout as money, s.points as points`,
      moneyType: 'BET_PAYOUT',
      pointType: 'POINT_EARN',
      refType: 'bet',
      at: now,
    })
    return { round, wallets }
  })
  if (!settled) return null
  return { roundNo, ...(await settlementEvents(db, settled.round, settled.wallets)) }
}

/** RESULT_SAVED, then per purchase BET_SETTLED, per member BALANCE_UPDATED, then SETTLEMENT_COMPLETED. */
async function settlementEvents(db: Db, round: typeof rounds.$inferSelect, wallets: MovedWallet[]) {
  const settledBets = await queryRows<{
    user_id: number
    status: 'WON' | 'LOST'
    total_payout: string
    purchase_no: string
  }>(
    db,
    sql`select user_id, status, total_payout, purchase_no from bets where round_no = ${round.roundNo} and status in ('WON', 'LOST') order by id`,
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
    ...wallets.map((w) =>
      balanceUpdated(Number(w.user_id), { money: Number(w.money), points: Number(w.points) }),
    ),
    { type: 'SETTLEMENT_COMPLETED', roundNo: round.roundNo, settledBets: settledBets.length },
  ]
  return { settledBets: settledBets.length, events }
}
