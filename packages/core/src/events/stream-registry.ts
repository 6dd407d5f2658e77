import { hearsMessagingEvent, isMessagingEvent } from '../messages/event-audience'
import { isInSubtree } from '../users/scope'
import { type EventSink, type GameEvent, isAdminEvent, isPrivateEvent, type StreamRegistry } from './types'

/** Open event streams allowed per session and per user, on each server instance. */
export const streamCaps = { perSession: 3, perUser: 10 }

/** Lists of open streams by owner, oldest first. */
function streamsBy<K>() {
  const lists = new Map<K, EventSink[]>()
  return {
    get: (key: K) => lists.get(key),
    add(key: K, sink: EventSink): EventSink[] {
      const list = lists.get(key)
      if (list) list.push(sink)
      else lists.set(key, [sink])
      return lists.get(key) as EventSink[]
    },
    remove(key: K, sink: EventSink) {
      const list = lists.get(key)
      if (!list) return
      const at = list.indexOf(sink)
      if (at >= 0) list.splice(at, 1)
      if (list.length === 0) lists.delete(key)
    },
  }
}

/**
 * The streams open on this instance, indexed by who may hear what: a member's own event is looked up
 * by user id, a cashier event goes through the administrators only, an operator's message is
 * checked against each stream (docs/messages.md §5), and a publication scans every stream only when
 * everyone may hear it. A stream beyond a cap closes the oldest one of the same
 * session (or user): a reload or a new tab always gets its stream, and nobody holds hundreds.
 */
export function createStreamRegistry(caps = streamCaps): StreamRegistry {
  const bySession = streamsBy<string>()
  const byUser = streamsBy<number>()
  const admins = new Set<EventSink>()
  const everyone = new Set<EventSink>()

  function remove(sink: EventSink): boolean {
    if (!everyone.delete(sink)) return false
    admins.delete(sink)
    bySession.remove(sink.actor.sessionId, sink)
    byUser.remove(sink.actor.userId, sink)
    return true
  }

  /** Removes the stream, then tells it: it hears nothing more, even from within `end`. */
  function close(sink: EventSink, reason?: 'draining') {
    if (remove(sink)) sink.end(reason)
  }

  function closeBeyond(list: EventSink[], cap: number) {
    while (list.length > cap) close(list[0] as EventSink)
  }

  return {
    admit(sink) {
      const { sessionId, userId, area } = sink.actor
      everyone.add(sink)
      if (area === 'admin') admins.add(sink)
      closeBeyond(bySession.add(sessionId, sink), caps.perSession)
      closeBeyond(byUser.add(userId, sink), caps.perUser)
      return () => {
        remove(sink)
      }
    },
    deliver(event: GameEvent, id: number) {
      if (event.type === 'SESSION_REVOKED') {
        for (const sessionId of event.sessionIds) {
          const list = bySession.get(sessionId)
          if (list) for (const sink of [...list]) close(sink)
        }
      } else if (isPrivateEvent(event)) {
        const list = byUser.get(event.userId)
        if (list) for (const sink of [...list]) sink.send(event, id)
      } else if (isAdminEvent(event)) {
        for (const sink of admins) if (isInSubtree(sink.actor, event.orgPath)) sink.send(event, id)
      } else if (isMessagingEvent(event)) {
        for (const sink of everyone) if (hearsMessagingEvent(sink.actor, event)) sink.send(event, id)
      } else {
        // A Set may lose members while it is iterated (a stream that fails a write closes).
        for (const sink of everyone) sink.send(event, id)
      }
    },
    endAll() {
      for (const sink of [...everyone]) close(sink, 'draining')
    },
  }
}
