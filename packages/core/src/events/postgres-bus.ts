import type { Clock } from '../clock'
import { createMemoryBus } from './memory-bus'
import type { EventBus, GameEvent } from './types'

/** The part of postgres.js the bus uses. */
export interface NotifyConnection {
  listen(channel: string, onNotify: (payload: string) => void): Promise<{ unlisten(): Promise<void> }>
  unsafe(query: string, parameters: (string | number)[]): PromiseLike<unknown[]>
}

const CHANNEL = 'pb_events'
// NOTIFY payloads must stay under 8000 bytes; events travel in batches below that, ids in front.
const MAX_PAYLOAD = 7_000
/** Advisory lock key that orders publications (see `publishBatch`). */
const PUBLISH_LOCK = 72_620

function batches(events: GameEvent[]): { count: number; json: string }[] {
  const out: { count: number; json: string }[] = []
  let current: string[] = []
  let size = 2
  const flush = () => out.push({ count: current.length, json: `[${current.join(',')}]` })
  for (const event of events) {
    const json = JSON.stringify(event)
    if (current.length > 0 && size + json.length + 1 > MAX_PAYLOAD) {
      flush()
      current = []
      size = 2
    }
    current.push(json)
    size += json.length + 1
  }
  if (current.length > 0) flush()
  return out
}

/**
 * One statement numbers a batch from the `event_ids` sequence and sends it as `<ids>:<events>`. The
 * transaction lock makes publications take ids and commit one at a time, so every instance hears
 * the ids in ascending order (NOTIFY delivers in commit order).
 */
const publishBatch = `
  with locked as materialized (select pg_advisory_xact_lock(${PUBLISH_LOCK})),
       ids as materialized (select nextval('event_ids') as id from locked, generate_series(1, $1::int))
  select pg_notify('${CHANNEL}', (select string_agg(id::text, ',' order by id) from ids) || ':' || $2)`

/**
 * Several server instances on one Postgres: every event is numbered and sent through NOTIFY, and
 * each instance (the publisher included) delivers what it hears to its own subscribers.
 */
export async function createPostgresBus(
  connection: NotifyConnection,
  options: { clock?: Clock } = {},
): Promise<EventBus & { close(): Promise<void> }> {
  let local: ReturnType<typeof createMemoryBus> | undefined
  const early: string[] = []
  const hear = (payload: string) => {
    const split = payload.indexOf(':')
    const ids = payload.slice(0, split).split(',').map(Number)
    const events = JSON.parse(payload.slice(split + 1)) as GameEvent[]
    events.forEach((event, i) => {
      local?.deliver(event, ids[i] as number)
    })
  }
  const listening = await connection.listen(CHANNEL, (payload) =>
    local ? hear(payload) : early.push(payload),
  )
  // Read after listening: every id above this one reaches this instance.
  const [sequence] = (await connection.unsafe(
    'select last_value::text as last, is_called as called from event_ids',
    [],
  )) as { last: string; called: boolean }[]
  const startAfter = sequence?.called ? Number(sequence.last) : Number(sequence?.last ?? 1) - 1
  local = createMemoryBus({ startAfter, clock: options.clock })
  for (const payload of early) hear(payload)

  return {
    async publish(events) {
      for (const { count, json } of batches(events)) await connection.unsafe(publishBatch, [count, json])
    },
    subscribe: local.subscribe,
    since: local.since,
    lastId: local.lastId,
    streams: local.streams,
    close: () => listening.unlisten(),
  }
}
