import { type Clock, systemClock } from '../clock'
import { createReplayBuffer } from './replay-buffer'
import { createStreamRegistry } from './stream-registry'
import type { EventBus, GameEvent } from './types'

export interface MemoryBusOptions {
  /** `count` new ids, ascending (the database sequence); a counter of this process when absent. */
  nextIds?: (count: number) => Promise<number[]>
  /** The newest id that existed before this bus started. */
  startAfter?: number
  /** Time for the replay window. */
  clock?: Clock
}

/** A counter for a bus without a database (unit tests). */
function counterFrom(start: number) {
  let last = start
  return async (count: number) => Array.from({ length: count }, () => ++last)
}

/**
 * The local half of every bus: hands numbered events to this instance's listeners and keeps them for
 * replay. Alone, it is the bus of one process: `publish` numbers the events and delivers them, one
 * publication after another so ids arrive in order.
 */
export function createMemoryBus(
  options: MemoryBusOptions = {},
): EventBus & { deliver(event: GameEvent, id: number): void } {
  const startAfter = options.startAfter ?? 0
  const nextIds = options.nextIds ?? counterFrom(startAfter)
  const replay = createReplayBuffer({ startAfter, clock: options.clock ?? systemClock })
  const listeners = new Set<(event: GameEvent, id: number) => void>()
  const streams = createStreamRegistry()
  let publishing: Promise<unknown> = Promise.resolve()

  const deliver = (event: GameEvent, id: number) => {
    replay.add(id, event)
    for (const listener of listeners) listener(event, id)
    streams.deliver(event, id)
  }
  return {
    deliver,
    publish(events) {
      if (events.length === 0) return Promise.resolve()
      const published = publishing.then(async () => {
        const ids = await nextIds(events.length)
        events.forEach((event, i) => {
          deliver(event, ids[i] as number)
        })
      })
      publishing = published.catch(() => {})
      return published
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    since: replay.since,
    lastId: replay.lastId,
    streams,
  }
}
