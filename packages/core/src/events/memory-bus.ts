import { type Clock, systemClock } from '../clock'
import { createReplayBuffer } from './replay-buffer'
import { createStreamRegistry } from './stream-registry'
import type { EventBus, GameEvent } from './types'

/**
 * The local half of the bus: hands numbered events, in id order, to this instance's listeners and
 * streams, and keeps them for replay. The outbox bus feeds it; unit tests feed it by hand.
 */
export function createMemoryBus(options: { clock?: Clock } = {}) {
  const replay = createReplayBuffer({ clock: options.clock ?? systemClock })
  const listeners = new Set<(event: GameEvent, id: number) => void>()
  const streams = createStreamRegistry()

  return {
    deliver(event: GameEvent, id: number) {
      replay.add(id, event)
      for (const listener of listeners) listener(event, id)
      streams.deliver(event, id)
    },
    /** Events up to `id` were never heard here: a client resuming from before it gets RESYNC. */
    unknownThrough: replay.unknownThrough,
    subscribe(listener: (event: GameEvent, id: number) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    since: replay.since,
    lastId: replay.lastId,
    streams,
  } satisfies Omit<EventBus, 'deliverCommitted' | 'wake'> & Record<string, unknown>
}
