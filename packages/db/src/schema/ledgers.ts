import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

const ledgerColumns = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  type: text('type').notNull(),
  /** Signed: credits are positive, debits negative. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
  refType: text('ref_type'),
  refId: text('ref_id'),
  actorId: integer('actor_id').references(() => users.id),
  note: text('note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Append-only: every money movement of a user. */
export const moneyLedger = pgTable('money_ledger', ledgerColumns(), (t) => [
  index('money_ledger_user_idx').on(t.userId, t.createdAt),
])

/** Append-only: every point movement of a user. */
export const pointLedger = pgTable('point_ledger', ledgerColumns(), (t) => [
  index('point_ledger_user_idx').on(t.userId, t.createdAt),
])
