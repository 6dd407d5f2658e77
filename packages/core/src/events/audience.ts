import type { Actor } from '../auth/actor'
import { isInSubtree } from '../users/scope'
import { type ClientEvent, type GameEvent, isAdminEvent, isPrivateEvent } from './types'

/**
 * A member's own balance, settlement and profile events go to that member only; cashier requests go
 * to the administrators whose subtree holds the member; SESSION_REVOKED goes to nobody; the rest go
 * to everyone signed in.
 */
export function canReceive(actor: Actor, event: GameEvent): event is ClientEvent {
  if (event.type === 'SESSION_REVOKED') return false
  if (isPrivateEvent(event)) return event.userId === actor.userId
  if (isAdminEvent(event)) return actor.area === 'admin' && isInSubtree(actor, event.orgPath)
  return true
}

/** Whether an event ends the actor's session, and with it every stream the session opened. */
function endsSession(actor: Actor, event: GameEvent): boolean {
  return event.type === 'SESSION_REVOKED' && event.sessionIds.includes(actor.sessionId)
}

/**
 * The events one actor may receive, as an async iterable that ends when `signal` aborts or the
 * actor's session is revoked. Events are buffered while the consumer is busy, so none is lost
 * between two reads; what arrived before a revocation is still sent, nothing after it.
 */
export async function* eventsFor(
  subscribe: (listener: (event: GameEvent) => void) => () => void,
  actor: Actor,
  signal?: AbortSignal,
): AsyncGenerator<ClientEvent> {
  const queue: ClientEvent[] = []
  let revoked = false
  let wake: (() => void) | undefined
  const unsubscribe = subscribe((event) => {
    if (revoked) return
    if (endsSession(actor, event)) revoked = true
    else if (canReceive(actor, event)) queue.push(event)
    else return
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
      if (revoked) return
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
