import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'
import { moneyLedgerTypes, oneOf, pointLedgerTypes } from './vocabulary'

const ledgerColumns = <T extends readonly [string, ...string[]]>(types: T) => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  type: text('type', { enum: types }).notNull(),
  /** Signed: credits are positive, debits negative. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
  refType: text('ref_type'),
  refId: text('ref_id'),
  actorId: integer('actor_id').references(() => users.id),
  note: text('note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Append-only (a trigger refuses UPDATE and DELETE): every money movement of a user. */
export const moneyLedger = pgTable('money_ledger', ledgerColumns(moneyLedgerTypes), (t) => [
  index('money_ledger_user_idx').on(t.userId, t.createdAt),
  // Statistics sum the ledger by date and type across all members.
  index('money_ledger_created_idx').on(t.createdAt, t.type),
  check('money_ledger_type_valid', oneOf(t.type, moneyLedgerTypes)),
])

/** Append-only (a trigger refuses UPDATE and DELETE): every point movement of a user. */
export const pointLedger = pgTable('point_ledger', ledgerColumns(pointLedgerTypes), (t) => [
  index('point_ledger_user_idx').on(t.userId, t.createdAt),
  index('point_ledger_created_idx').on(t.createdAt, t.type),
  check('point_ledger_type_valid', oneOf(t.type, pointLedgerTypes)),
])
