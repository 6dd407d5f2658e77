import type { EventBus, GameEvent } from './types'

/** One process: events go straight to the local listeners. */
export function createMemoryBus(): EventBus & { deliver(event: GameEvent): void } {
  const listeners = new Set<(event: GameEvent) => void>()
  const deliver = (event: GameEvent) => {
    for (const listener of listeners) listener(event)
  }
  return {
    deliver,
    async publish(events) {
      for (const event of events) deliver(event)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
