import { createMemoryBus } from './memory-bus'
import type { EventBus, GameEvent } from './types'

/** The part of postgres.js the bus uses. */
export interface NotifyConnection {
  listen(channel: string, onNotify: (payload: string) => void): Promise<{ unlisten(): Promise<void> }>
  notify(channel: string, payload: string): Promise<unknown>
}

const CHANNEL = 'pb_events'
// NOTIFY payloads must stay under 8000 bytes; events travel in batches below that.
const MAX_PAYLOAD = 7_000

function batches(events: GameEvent[]): string[] {
  const out: string[] = []
  let current: string[] = []
  let size = 2
  for (const event of events) {
    const json = JSON.stringify(event)
    if (current.length > 0 && size + json.length + 1 > MAX_PAYLOAD) {
      out.push(`[${current.join(',')}]`)
      current = []
      size = 2
    }
    current.push(json)
    size += json.length + 1
  }
  if (current.length > 0) out.push(`[${current.join(',')}]`)
  return out
}

/**
 * Several server instances on one Postgres: every event is sent through NOTIFY, and each instance
 * (the publisher included) delivers what it hears to its own subscribers.
 */
export async function createPostgresBus(
  connection: NotifyConnection,
): Promise<EventBus & { close(): Promise<void> }> {
  const local = createMemoryBus()
  const listening = await connection.listen(CHANNEL, (payload) => {
    for (const event of JSON.parse(payload) as GameEvent[]) local.deliver(event)
  })
  return {
    async publish(events) {
      for (const payload of batches(events)) await connection.notify(CHANNEL, payload)
    },
    subscribe: local.subscribe,
    close: () => listening.unlisten(),
  }
}
