import type { SQL } from 'drizzle-orm'
import { sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

/** Everyday views show live history; SUPER's archive view shows what settlements archived. */
export type HistoryView = 'live' | 'archived'

/**
 * Whether a row of a member's history is in `view`. A row is archived once it finished (a ledger row
 * when written, a purchase when settled, a request when decided) at or before the member's
 * `archivedThrough`, which a settlement sets; an unfinished row (a PLACED bet, a PENDING request,
 * `finishedAt` null) is always live. Nothing is ever deleted: this is a filter for `WHERE`.
 *
 * `userId` is the row's owner column, or one member's id when the query reads only their rows: the
 * cut-off is then read once for the query instead of once per row.
 */
export function inHistory(
  finishedAt: PgColumn | SQL,
  userId: PgColumn | SQL | number,
  view: HistoryView = 'live',
): SQL {
  // Aliased, so the condition also works inside queries that select from `users` themselves.
  return inHistoryThrough(
    finishedAt,
    sql`(select au.archived_through from users au where au.id = ${userId})`,
    view,
  )
}

/**
 * `inHistory` for a query that already joins the member's `users` row: `archivedThrough` is its
 * column, read once per row instead of looked up again, which matters over millions of rows.
 */
export function inHistoryThrough(
  finishedAt: PgColumn | SQL,
  archivedThrough: PgColumn | SQL,
  view: HistoryView = 'live',
): SQL {
  // Null (never settled, or unfinished) compares to null: live.
  const archived = sql`coalesce(${finishedAt} <= ${archivedThrough}, false)`
  return view === 'live' ? sql`not ${archived}` : archived
}
