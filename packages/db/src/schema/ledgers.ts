import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { moneyLedgerTypes, oneOf, pointLedgerTypes } from './vocabulary'

/**
 * `user_id` and `actor_id` name accounts in `users`. The database holds them to it as a foreign key
 * would, but once per statement instead of once per row (migration 0014): after each insert the named
 * accounts are locked as a foreign key locks them and a missing one refuses the statement
 * (`foreign_key_violation`), and an account named by a ledger row cannot be deleted. A settlement
 * writes tens of thousands of rows in one statement, and the per-row checks were a third of its time.
 */
const ledgerColumns = <T extends readonly [string, ...string[]]>(types: T) => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  type: text('type', { enum: types }).notNull(),
  /** Signed: credits are positive, debits negative. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
  refType: text('ref_type'),
  refId: text('ref_id'),
  actorId: integer('actor_id'),
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
