import { ODDS_SCALE, outcomeOf, POINT_RATE_SCALE, winningSelections } from '@pb/game'
import { type SQL, sql } from 'drizzle-orm'

/**
 * An item's payout and points in SQL over `bet_items i` and `users u`, from the same constants as the
 * game rules' `payoutOf` and `pointsOf` (integer division of positive numbers is their floor).
 */
export const itemPayoutSql = sql`(i.stake * i.odds_taken) / ${sql.raw(String(ODDS_SCALE))}`
export const itemPointsSql = sql`(i.stake * u.point_rate_tenths) / ${sql.raw(String(POINT_RATE_SCALE))}`

/** How an item of `bet_items i` settles on a result: its status and payout as SQL expressions. */
export interface ItemSettlementSql {
  status: SQL
  payout: SQL
}

/**
 * The settlement of every item on one result, with the winning selections computed once: a round's
 * settlement and its re-settlement both settle items with these expressions.
 */
export function itemSettlementSql(drawOrder: number[], powerball: number): ItemSettlementSql {
  const winners = winningSelections(outcomeOf(drawOrder, powerball))
  const wins = sql`i.selection_code in (${sql.join(
    winners.map((code) => sql`${code}`),
    sql`, `,
  )})`
  return {
    status: sql`case when ${wins} then 'WON' else 'LOST' end`,
    payout: sql`case when ${wins} then ${itemPayoutSql} else 0 end`,
  }
}
