import { type Db, queryRows } from '@pb/db'
import { sql } from 'drizzle-orm'

/**
 * Checks a settled round against the ledger: the payouts and points its items earned must equal the
 * BET_PAYOUT and POINT_EARN rows the settlement wrote (found per member through the ledger's
 * member-and-time index, at the round's settlement instant, and only those of the round's own
 * purchases: a re-settlement of another round in the same millisecond writes rows of that instant too).
 */
export async function verifySettlement(db: Db, roundNo: number): Promise<boolean> {
  const [sums] = await queryRows<Record<'items_payout' | 'items_points' | 'paid' | 'earned', string>>(
    db,
    sql`with round as (select settled_at from rounds where round_no = ${roundNo} and status = 'SETTLED'),
      bettors as (select distinct user_id from bet_items where round_no = ${roundNo}),
      purchases as (select id from bets where round_no = ${roundNo})
    select
      (select coalesce(sum(payout), 0) from bet_items where round_no = ${roundNo}) as items_payout,
      (select coalesce(sum(points), 0) from bet_items where round_no = ${roundNo}) as items_points,
      (select coalesce(sum(l.amount), 0) from money_ledger l, round
        where l.user_id in (select user_id from bettors) and l.created_at = round.settled_at
          and l.type = 'BET_PAYOUT' and l.ref_id in (select id::text from purchases)) as paid,
      (select coalesce(sum(l.amount), 0) from point_ledger l, round
        where l.user_id in (select user_id from bettors) and l.created_at = round.settled_at
          and l.type = 'POINT_EARN' and l.ref_id in (select id::text from purchases)) as earned`,
  )
  return (
    Number(sums?.items_payout) === Number(sums?.paid) && Number(sums?.items_points) === Number(sums?.earned)
  )
}
