import type { Actor } from '../auth/actor'
import { DomainError } from '../errors'
import { hearsMessagingEvent, isMessagingEvent } from '../messages/event-audience'
import { isInSubtree } from '../users/scope'
import {
  type ClientEvent,
  type EventBus,
  type EventSink,
  type GameEvent,
  isAdminEvent,
  isPrivateEvent,
  type NumberedEvent,
} from './types'

/**
 * A member's own balance, settlement and profile events go to that member only; cashier requests go
 * to the administrators whose subtree holds the member; the operator's messages to whom they concern
 * (docs/messages.md §5); SESSION_REVOKED goes to nobody; the rest go to everyone signed in.
 */
export function canReceive(
  actor: Actor,
  event: GameEvent,
): event is Exclude<GameEvent, { type: 'SESSION_REVOKED' }> {
  if (event.type === 'SESSION_REVOKED') return false
  if (isPrivateEvent(event)) return event.userId === actor.userId
  if (isAdminEvent(event)) return actor.area === 'admin' && isInSubtree(actor, event.orgPath)
  if (isMessagingEvent(event)) return hearsMessagingEvent(actor, event)
  return true
}

/** Whether an event ends the actor's session, and with it every stream the session opened. */
function endsSession(actor: Actor, event: GameEvent): boolean {
  return event.type === 'SESSION_REVOKED' && event.sessionIds.includes(actor.sessionId)
}

/** A client's Last-Event-ID: a non-negative integer, or null when it is not one. */
function eventIdOf(text: string): number | null {
  return /^\d{1,15}$/.test(text) ? Number(text) : null
}

/**
 * Opens a client stream: with `lastEventId` it first hears what the actor missed since then, or one
 * RESYNC when this instance no longer knows; then every live event the actor may hear, until the
 * session is revoked or the actor opens more streams than the caps allow (the oldest closes). The
 * replay and the admission happen in one synchronous step, so no event falls between them. Answers
 * the release, for when the client goes away.
 */
export function openEventStream(
  bus: Pick<EventBus, 'since' | 'lastId' | 'streams'>,
  sink: EventSink,
  lastEventId?: string | null,
): () => void {
  if (lastEventId) {
    const resumeAfter = eventIdOf(lastEventId)
    const missed = resumeAfter === null ? null : bus.since(resumeAfter)
    if (!missed) sink.send({ type: 'RESYNC' }, bus.lastId())
    else
      for (const { id, event } of missed) {
        if (endsSession(sink.actor, event)) {
          sink.end()
          return () => {}
        }
        if (canReceive(sink.actor, event)) sink.send(event, id)
      }
  }
  return bus.streams.admit(sink)
}

export interface StreamOptions {
  signal?: AbortSignal
  /** The last id the client received before it reconnected (SSE Last-Event-ID, tRPC lastEventId). */
  lastEventId?: string | null
}

/**
 * The events of `openEventStream` as an async iterable that also ends when `signal` aborts. Events
 * are buffered while the consumer is busy, so none is lost between two reads; what arrived before
 * the stream ended is still sent, nothing after it.
 */
export async function* eventsFor(
  bus: EventBus,
  actor: Actor,
  { signal, lastEventId }: StreamOptions = {},
): AsyncGenerator<NumberedEvent<ClientEvent>> {
  const queue: NumberedEvent<ClientEvent>[] = []
  let ended = false
  let draining = false
  let wake: (() => void) | undefined
  const release = openEventStream(
    bus,
    {
      actor,
      send(event, id) {
        queue.push({ id, event })
        wake?.()
      },
      end(reason) {
        ended = true
        draining = reason === 'draining'
        wake?.()
      },
    },
    lastEventId,
  )
  const onAbort = () => wake?.()
  signal?.addEventListener('abort', onAbort)
  try {
    while (!signal?.aborted) {
      const next = queue.shift()
      if (next) {
        yield next
        continue
      }
      // An error, not an end: the client reconnects (to another instance) instead of stopping.
      if (ended && draining) throw new DomainError('SERVER_DRAINING')
      if (ended) return
      await new Promise<void>((resolve) => {
        wake = resolve
      })
      wake = undefined
    }
  } finally {
    release()
    signal?.removeEventListener('abort', onAbort)
  }
}
