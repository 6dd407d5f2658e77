import { type Executor, queryRows, type rounds } from '@pb/db'
import { sql } from 'drizzle-orm'

/**
 * Checks a settled round against the ledger: the payouts and points its items earned must equal the
 * BET_PAYOUT and POINT_EARN rows of the round's own purchases. The rows are matched by purchase, not
 * by one instant: a settlement finished by another leader wrote its parts at different instants.
 * They are found per member through the ledger's member-and-time index, between the round's draw and
 * the moment it turned SETTLED, where every part's rows lie.
 */
export async function verifySettlement(tx: Executor, round: typeof rounds.$inferSelect): Promise<boolean> {
  const drawnAt = round.drawAt.toISOString()
  const settledAt = (round.settledAt ?? new Date()).toISOString()
  const [sums] = await queryRows<Record<'items_payout' | 'items_points' | 'paid' | 'earned', string>>(
    tx,
    sql`with bettors as (select distinct user_id from bets where round_no = ${round.roundNo}),
      purchases as (select id::text as ref_id from bets where round_no = ${round.roundNo})
    select
      (select coalesce(sum(payout), 0) from bet_items where round_no = ${round.roundNo}) as items_payout,
      (select coalesce(sum(points), 0) from bet_items where round_no = ${round.roundNo}) as items_points,
      (select coalesce(sum(l.amount), 0) from money_ledger l
        where l.user_id in (select user_id from bettors) and l.created_at between ${drawnAt}::timestamptz and ${settledAt}::timestamptz
          and l.type = 'BET_PAYOUT' and l.ref_id in (select ref_id from purchases)) as paid,
      (select coalesce(sum(l.amount), 0) from point_ledger l
        where l.user_id in (select user_id from bettors) and l.created_at between ${drawnAt}::timestamptz and ${settledAt}::timestamptz
          and l.type = 'POINT_EARN' and l.ref_id in (select ref_id from purchases)) as earned`,
  )
  return (
    Number(sums?.items_payout) === Number(sums?.paid) && Number(sums?.items_points) === Number(sums?.earned)
  )
}
