import { type Executor, queryRows } from '@pb/db'
import { sql } from 'drizzle-orm'

/**
 * A transaction's id, assigned now: when the connection fails while COMMIT is on its way, the
 * client cannot tell whether the database committed, and this id is what it can ask about later.
 */
export async function transactionId(tx: Executor): Promise<string> {
  const [row] = await queryRows<{ id: string }>(tx, sql`select pg_current_xact_id()::text as id`)
  if (!row) throw new Error('the transaction has no id')
  return row.id
}

export type CommitOutcome = 'committed' | 'rolled back' | 'unknown'

const CHECKS = 10
const CHECK_PAUSE_MS = 200

/**
 * Whether the transaction committed, asked on another connection (Postgres's `pg_xact_status`, the
 * documented way to settle a COMMIT whose answer was lost). A commit still in progress is asked
 * again for about two seconds; a database that cannot be asked leaves it unknown.
 */
export async function commitOutcome(db: Executor, id: string): Promise<CommitOutcome> {
  for (let check = 1; check <= CHECKS; check++) {
    try {
      const [row] = await queryRows<{ status: string | null }>(
        db,
        sql`select pg_xact_status(${id}::xid8) as status`,
      )
      if (row?.status === 'committed') return 'committed'
      if (row?.status === 'aborted' || row?.status === null) return 'rolled back'
    } catch {
      // The database may still be coming back; ask again.
    }
    await Bun.sleep(CHECK_PAUSE_MS)
  }
  return 'unknown'
}
