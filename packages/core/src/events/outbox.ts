import { type Db, type Executor, preparedRows, queryRows } from '@pb/db'
import { type SQL, sql } from 'drizzle-orm'
import type { GameEvent, WrittenRun } from './types'

/** The channel a committed run of events is announced on: it only wakes instances up. */
export const EVENT_CHANNEL = 'pb_events'
/** Advisory lock key that makes event ids grow in commit order (docs/operations.md §7). */
const OUTBOX_LOCK = 72_620

/**
 * Writes events into the outbox as part of the transaction `tx`: they exist exactly when its other
 * changes do, and NOTIFY (sent by Postgres at commit, never after a rollback) wakes every instance to
 * deliver them. `events` is either the events or a query answering one row with the columns `events`,
 * the run as stored (a settlement packs its events where its rows are), and `n`, how many events it
 * holds. Answers the run written, if any: its ids, and its events when they were given.
 *
 * The lock, held to the end of the transaction, lets one transaction at a time take ids and commit,
 * so a reader that sees an id has seen every smaller one. Events given as a query wait for it in a
 * statement of their own, so that the query reads what committed before it; given events take it in
 * the writing statement. Call this last in the transaction, when nothing is left to wait for but the
 * commit.
 */
export async function recordEvents(tx: Executor, events: GameEvent[] | SQL): Promise<WrittenRun | undefined> {
  if (Array.isArray(events) && events.length === 0) return undefined
  const given = Array.isArray(events)
  if (!given) await tx.execute(sql`select pg_advisory_xact_lock(${OUTBOX_LOCK})`)
  const run = given
    ? sql`select ${JSON.stringify(events)}::json as events, ${events.length}::bigint as n
        from (select pg_advisory_xact_lock(${OUTBOX_LOCK})) locked`
    : sql`select q.events, q.n::bigint as n from (${events}) q`
  // Given events make the same text every time: prepared, Postgres parses and plans it once per
  // connection instead of with every batch of bets.
  const [row] = await (given ? preparedRows : queryRows)<{ first_id: string; last_id: string }>(
    tx,
    sql`
    with run as materialized (${run}),
      first as materialized (select nextval('event_ids') as id from run where n > 0),
      written as (
        insert into event_outbox (first_id, last_id, events, created_at)
        select first.id, setval('event_ids', first.id + run.n - 1), run.events, clock_timestamp()
        from first, run
        returning first_id, last_id)
    select first_id::text, last_id::text, pg_notify(${EVENT_CHANNEL}, last_id::text) from written`,
  )
  if (!row) return undefined
  return { firstId: Number(row.first_id), lastId: Number(row.last_id), events: given ? events : undefined }
}

/** One run of events from the outbox, still as JSON text. */
export interface OutboxRun {
  firstId: number
  lastId: number
  events: string
  /** When it was written (epoch ms, the database's clock), just before its commit. */
  writtenAt: number
}

/** Runs after `afterId`, oldest first, at most `limit`. */
export async function outboxAfter(db: Db, afterId: number, limit: number): Promise<OutboxRun[]> {
  const rows = await queryRows<{ first_id: string; last_id: string; events: string; written_at: string }>(
    db,
    sql`select first_id::text, last_id::text, events::text as events,
        (extract(epoch from created_at) * 1000)::text as written_at
      from event_outbox where last_id > ${afterId} order by last_id limit ${limit}`,
  )
  return rows.map((row) => ({
    firstId: Number(row.first_id),
    lastId: Number(row.last_id),
    events: row.events,
    writtenAt: Number(row.written_at),
  }))
}

const lastIssued = sql`(select case when is_called then last_value else last_value - 1 end from event_ids)`

/**
 * Where a new reader of the outbox starts: after the newest id issued so far (`now`), or after the
 * newest id the outbox no longer holds (`oldest`: every event it still holds can be read back).
 */
export async function outboxStart(db: Db, from: 'now' | 'oldest'): Promise<number> {
  const start =
    from === 'now' ? lastIssued : sql`coalesce((select min(first_id) - 1 from event_outbox), ${lastIssued})`
  const [row] = await queryRows<{ start: string }>(db, sql`select ${start}::text as start`)
  return Number(row?.start ?? 0)
}

/**
 * How long runs stay: the replay window (a reconnecting client gets what it missed) and a margin, so
 * an instance that starts late in the window still holds all of it.
 */
export const OUTBOX_RETENTION = sql`interval '15 minutes'`

/** The newest event id issued so far. */
export const lastEventId = (db: Db) => outboxStart(db, 'now')
