import type { Database } from '@pb/db'
import type { Clock } from '../clock'
import { EVENT_CHANNEL } from './outbox'
import { createOutboxBus, type OutboxBusOptions } from './outbox-bus'

/**
 * A read of the outbox at least this often, whatever NOTIFY does: a wake-up lost while the LISTEN
 * connection was down costs at most this long.
 */
const POLL_MS = 1_000

/**
 * The event bus of a server instance: it catches up with the outbox before it serves, then reads it
 * whenever a commit is announced (NOTIFY, on Postgres or PGlite), when its LISTEN connection comes
 * back, and every second.
 */
export async function createEventBus(
  database: Database,
  clock: Clock,
  options: Pick<OutboxBusOptions, 'onDelivered' | 'onError'> = {},
) {
  const bus = createOutboxBus(database.db, {
    clock,
    onError: (error) => console.error('event delivery failed', error),
    ...options,
  })
  const readAll = () => void bus.deliverCommitted()
  const listening = database.sql
    ? await database.sql.listen(EVENT_CHANNEL, bus.wake, readAll)
    : await database.pglite?.listen(EVENT_CHANNEL, bus.wake)
  await bus.deliverCommitted()
  const poll = setInterval(readAll, POLL_MS)
  return {
    ...bus,
    async close() {
      clearInterval(poll)
      if (typeof listening === 'function') await listening()
      else await listening?.unlisten()
    },
  }
}
