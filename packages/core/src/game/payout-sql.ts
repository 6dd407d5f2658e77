import { ODDS_SCALE, POINT_RATE_SCALE } from '@pb/game'
import { sql } from 'drizzle-orm'

/**
 * An item's payout and points in SQL over `bet_items i` and `users u`, from the same constants as the
 * game rules' `payoutOf` and `pointsOf` (integer division of positive numbers is their floor).
 */
export const itemPayoutSql = sql`(i.stake * i.odds_taken) / ${sql.raw(String(ODDS_SCALE))}`
export const itemPointsSql = sql`(i.stake * u.point_rate_tenths) / ${sql.raw(String(POINT_RATE_SCALE))}`
