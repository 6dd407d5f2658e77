import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { orgs, users } from './orgs-and-users'
import { cashRequestTypes, oneOf, requestStatuses } from './vocabulary'

/**
 * A member's top-up and withdrawal requests and point conversions. Requests wait as PENDING until an
 * administrator approves or rejects them once; a conversion is APPROVED the moment it is made. The
 * bank details are copied from the member when the row is made, so history shows what was asked.
 */
export const cashRequests = pgTable(
  'cash_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The member's branch when the request was made: statements follow it, whatever moves come later. */
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    type: text('type', { enum: cashRequestTypes }).notNull(),
    /** Won moved: requested amount, or money credited by a conversion. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Points spent by a conversion; 0 for top-ups and withdrawals. */
    pointAmount: bigint('point_amount', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: requestStatuses }).notNull().default('PENDING'),
    note: text('note').notNull().default(''),
    rejectReason: text('reject_reason'),
    depositName: text('deposit_name').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    accountNumber: text('account_number').notNull().default(''),
    accountHolder: text('account_holder').notNull().default(''),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    processedBy: integer('processed_by').references(() => users.id),
  },
  (t) => [
    index('cash_transactions_type_status_idx').on(t.type, t.status, t.id),
    index('cash_transactions_user_idx').on(t.userId, t.requestedAt),
    index('cash_transactions_requested_idx').on(t.requestedAt),
    check('cash_transactions_amount_positive', sql`${t.amount} >= 1`),
    check('cash_transactions_point_amount_non_negative', sql`${t.pointAmount} >= 0`),
    check('cash_transactions_type_valid', oneOf(t.type, cashRequestTypes)),
    check('cash_transactions_status_valid', oneOf(t.status, requestStatuses)),
  ],
)
