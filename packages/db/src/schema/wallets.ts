import { sql } from 'drizzle-orm'
import { bigint, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/** One row per user. Balances change only together with a ledger row in the same transaction. */
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
  },
  (t) => [
    check('wallets_money_non_negative', sql`${t.money} >= 0`),
    check('wallets_points_non_negative', sql`${t.points} >= 0`),
    check('wallets_held_non_negative', sql`${t.held} >= 0`),
  ],
)
