import type { Database } from '@pb/db'
import type { Clock } from '../clock'
import { eventIdSequence } from './event-ids'
import { createMemoryBus } from './memory-bus'
import { createPostgresBus } from './postgres-bus'

/**
 * The event bus of a server instance: across instances through Postgres NOTIFY, or within the one
 * process of an embedded database. Ids come from the database's `event_ids` sequence either way.
 */
export async function createEventBus(database: Database, clock: Clock) {
  if (database.sql) return createPostgresBus(database.sql, { clock })
  const bus = createMemoryBus({ ...(await eventIdSequence(database.db)), clock })
  return { ...bus, close: async () => {} }
}
