import { sql } from 'drizzle-orm'
import { bigint, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core'
import { users } from './orgs-and-users'

/**
 * One row per user. Balances change only together with a ledger row in the same transaction. Money
 * and points never go below 0, except by a re-settlement reversal (docs/money.md §7): a trigger
 * (`wallets_no_overdraw`, migration 0005) refuses any other decrease into the negative. Pages are
 * half filled (fillfactor 50, migration 0026), so each balance change is written in place.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    money: bigint('money', { mode: 'number' }).notNull().default(0),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    /** Money set aside by pending withdrawals. */
    held: bigint('held', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Raised by every change of the row, under its lock (docs/operations.md §8): balance events carry
     * it, so a client can tell a newer balance from an older one arriving late.
     */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('wallets_held_non_negative', sql`${t.held} >= 0`)],
)
