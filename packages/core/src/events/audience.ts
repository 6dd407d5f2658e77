import type { Actor } from '../auth/actor'
import { isInSubtree } from '../users/scope'
import { type GameEvent, isAdminEvent, isPrivateEvent } from './types'

/**
 * A member's own balance and settlement events go to that member only; cashier requests go to the
 * administrators whose subtree holds the member; the rest go to everyone signed in.
 */
export function canReceive(actor: Actor, event: GameEvent): boolean {
  if (isPrivateEvent(event)) return event.userId === actor.userId
  if (isAdminEvent(event)) return actor.area === 'admin' && isInSubtree(actor, event.orgPath)
  return true
}

/**
 * The events one actor may receive, as an async iterable that ends when `signal` aborts. Events are
 * buffered while the consumer is busy, so none is lost between two reads.
 */
export async function* eventsFor(
  subscribe: (listener: (event: GameEvent) => void) => () => void,
  actor: Actor,
  signal?: AbortSignal,
) {
  const queue: GameEvent[] = []
  let wake: (() => void) | undefined
  const unsubscribe = subscribe((event) => {
    if (!canReceive(actor, event)) return
    queue.push(event)
    wake?.()
  })
  const onAbort = () => wake?.()
  signal?.addEventListener('abort', onAbort)
  try {
    while (!signal?.aborted) {
      const next = queue.shift()
      if (next) {
        yield next
        continue
      }
      await new Promise<void>((resolve) => {
        wake = resolve
      })
      wake = undefined
    }
  } finally {
    unsubscribe()
    signal?.removeEventListener('abort', onAbort)
  }
}
