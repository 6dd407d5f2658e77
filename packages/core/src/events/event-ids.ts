import { type Db, queryRows } from '@pb/db'
import { sql } from 'drizzle-orm'

/** Event ids from the `event_ids` sequence of an embedded database (one process). */
export async function eventIdSequence(db: Db) {
  const [row] = await queryRows<{ last: string; called: boolean }>(
    db,
    sql`select last_value::text as last, is_called as called from event_ids`,
  )
  return {
    startAfter: row?.called ? Number(row.last) : Number(row?.last ?? 1) - 1,
    nextIds: async (count: number) =>
      (
        await queryRows<{ id: string }>(
          db,
          sql`select nextval('event_ids')::text as id from generate_series(1, ${count}::int)`,
        )
      ).map((row) => Number(row.id)),
  }
}
