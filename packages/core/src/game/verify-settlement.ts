import { type Executor, queryRows, type rounds } from '@pb/db'
import { sql } from 'drizzle-orm'

/**
 * Checks a settled round against the ledger: the payouts and points its items earned must equal the
 * BET_PAYOUT rows of the round's own purchases and the POINT_EARN rows of the round (one per member,
 * docs/money.md §6). The rows are matched by what they name, not by one instant: a settlement finished
 * by another leader wrote its parts at different instants. They are read through the ledgers' time
 * index, between the round's draw and the moment it turned SETTLED, where every part's rows lie. Just
 * after a round's bets came in the planner's guesses of their numbers are stale: a join it sized by
 * them ran as a nested loop over every pair and took seconds for 10,000 purchases, and even by key,
 * 75,000 probes of the purchases' index took twice as long as one hash of the round's purchases
 * (measured at 100,000 items: 95 ms against 45 ms). So this statement joins by hash only.
 */
export async function verifySettlement(tx: Executor, round: typeof rounds.$inferSelect): Promise<boolean> {
  const drawnAt = round.drawAt.toISOString()
  const settledAt = (round.settledAt ?? new Date()).toISOString()
  const settledBetween = sql`l.created_at between ${drawnAt}::timestamptz and ${settledAt}::timestamptz`
  const paid = sql`(select coalesce(sum(l.amount), 0)
      from money_ledger l join bets b
        on b.id = (case when l.ref_type = 'bet' then l.ref_id::bigint end) and b.round_no = ${round.roundNo}
      where ${settledBetween} and l.type = 'BET_PAYOUT' and l.ref_type = 'bet')`
  const earned = sql`(select coalesce(sum(l.amount), 0) from point_ledger l
      where ${settledBetween} and l.type = 'POINT_EARN' and l.ref_type = 'round'
        and l.ref_id = ${String(round.roundNo)})`
  await tx.execute(sql`set local enable_nestloop = off`)
  const [sums] = await queryRows<Record<'items_payout' | 'items_points' | 'paid' | 'earned', string>>(
    tx,
    sql`with items as (select coalesce(sum(payout), 0) as payout, coalesce(sum(points), 0) as points
        from bet_items where round_no = ${round.roundNo})
    select items.payout as items_payout, items.points as items_points,
      ${paid} as paid, ${earned} as earned
    from items`,
  )
  await tx.execute(sql`set local enable_nestloop to default`)
  return (
    Number(sums?.items_payout) === Number(sums?.paid) && Number(sums?.items_points) === Number(sums?.earned)
  )
}
