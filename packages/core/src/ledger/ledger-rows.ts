import { type SQL, sql } from 'drizzle-orm'

/** The money ledger or the point ledger. */
export type LedgerName = 'money' | 'points'

const tableOf = { money: 'money_ledger', points: 'point_ledger' } as const satisfies Record<
  LedgerName,
  string
>

/**
 * The one statement that writes ledger rows (docs/money.md §1). `rows` is a query answering, in this
 * order: user_id, type, amount, balance_after, ref_type, ref_id, actor_id, note, created_at.
 */
export function insertLedgerRows(ledger: LedgerName, rows: SQL): SQL {
  return sql`insert into ${sql.raw(tableOf[ledger])}
    (user_id, type, amount, balance_after, ref_type, ref_id, actor_id, note, created_at)
    ${rows}`
}
