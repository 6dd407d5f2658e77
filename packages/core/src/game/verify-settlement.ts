import { type Executor, queryRows, type rounds } from '@pb/db'
import { sql } from 'drizzle-orm'

/**
 * Checks a settled round against the ledger: the payouts and points its items earned must equal the
 * BET_PAYOUT and POINT_EARN rows of the round's own purchases. The rows are matched by purchase, not
 * by one instant: a settlement finished by another leader wrote its parts at different instants.
 * They are read through the ledgers' time index, between the round's draw and the moment it turned
 * SETTLED, where every part's rows lie, and kept when the purchase they name is of the round. Just
 * after a round's bets came in the planner's guesses of their numbers are stale: a join it sized by
 * them ran as a nested loop over every pair and took seconds for 10,000 purchases, and even by key,
 * 75,000 probes of the purchases' index took twice as long as one hash of the round's purchases
 * (measured at 100,000 items: 95 ms against 45 ms). So this statement joins by hash only.
 */
export async function verifySettlement(tx: Executor, round: typeof rounds.$inferSelect): Promise<boolean> {
  const drawnAt = round.drawAt.toISOString()
  const settledAt = (round.settledAt ?? new Date()).toISOString()
  const written = (
    ledger: 'money_ledger' | 'point_ledger',
    type: string,
  ) => sql`(select coalesce(sum(l.amount), 0)
      from ${sql.raw(ledger)} l join bets b
        on b.id = (case when l.ref_type = 'bet' then l.ref_id::bigint end) and b.round_no = ${round.roundNo}
      where l.created_at between ${drawnAt}::timestamptz and ${settledAt}::timestamptz and l.type = ${type}
        and l.ref_type = 'bet')`
  await tx.execute(sql`set local enable_nestloop = off`)
  const [sums] = await queryRows<Record<'items_payout' | 'items_points' | 'paid' | 'earned', string>>(
    tx,
    sql`with items as (select coalesce(sum(payout), 0) as payout, coalesce(sum(points), 0) as points
        from bet_items where round_no = ${round.roundNo})
    select items.payout as items_payout, items.points as items_points,
      ${written('money_ledger', 'BET_PAYOUT')} as paid, ${written('point_ledger', 'POINT_EARN')} as earned
    from items`,
  )
  await tx.execute(sql`set local enable_nestloop to default`)
  return (
    Number(sums?.items_payout) === Number(sums?.paid) && Number(sums?.items_points) === Number(sums?.earned)
  )
}
