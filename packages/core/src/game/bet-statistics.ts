import type { Db } from '@pb/db'
import { sql } from 'drizzle-orm'

/**
 * Refreshes the planner's statistics of the purchases and their items (docs/operations.md §9). A
 * round's bets all arrive within its five minutes, too few of the table for autovacuum to analyze it
 * again, so the planner would judge the settlement by a guess of a few dozen rows and join 10,000
 * purchases as nested loops.
 */
export async function refreshBetStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze bets, bet_items`)
}
