import { sql } from 'drizzle-orm'
import { bigint, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './orgs-and-users'
import { oneOf, selfLimitPeriods, selfLimitTypes } from './vocabulary'

/**
 * A limit a member set on themself, one per type and period. A lower limit applies at once; a higher
 * one or a removal waits 24 hours as the pending value, which readers treat as current from
 * `pending_from` on (no job has to move it). `amount` null is no limit; a pending change with
 * `pending_amount` null is a pending removal.
 */
export const selfLimits = pgTable(
  'self_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: selfLimitTypes }).notNull(),
    period: text('period', { enum: selfLimitPeriods }).notNull(),
    amount: bigint('amount', { mode: 'number' }),
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type, t.period] }),
    check('self_limits_type_valid', oneOf(t.type, selfLimitTypes)),
    check('self_limits_period_valid', oneOf(t.period, selfLimitPeriods)),
    check('self_limits_amount_positive', sql`${t.amount} >= 1 and ${t.pendingAmount} >= 1`),
  ],
)
