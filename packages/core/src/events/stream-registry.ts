import type { StreamRegistry } from './types'

/** Open event streams allowed per session and per user, on each server instance. */
export const streamCaps = { perSession: 3, perUser: 10 }

interface OpenStream {
  sessionId: string
  userId: number
  close: () => void
}

/** Lists of open streams by owner, oldest first. */
function streamsBy<K>() {
  const lists = new Map<K, OpenStream[]>()
  return {
    add(key: K, stream: OpenStream): OpenStream[] {
      const list = lists.get(key) ?? []
      list.push(stream)
      lists.set(key, list)
      return list
    },
    remove(key: K, stream: OpenStream) {
      const list = lists.get(key) ?? []
      const at = list.indexOf(stream)
      if (at >= 0) list.splice(at, 1)
      if (list.length === 0) lists.delete(key)
    },
  }
}

/**
 * The streams open on this instance. A stream beyond a cap closes the oldest one of the same session
 * (or user): a reload or a new tab always gets its stream, and nobody holds hundreds.
 */
export function createStreamRegistry(caps = streamCaps): StreamRegistry {
  const bySession = streamsBy<string>()
  const byUser = streamsBy<number>()

  function remove(stream: OpenStream) {
    bySession.remove(stream.sessionId, stream)
    byUser.remove(stream.userId, stream)
  }

  function closeBeyond(list: OpenStream[], cap: number) {
    while (list.length > cap) {
      const oldest = list[0] as OpenStream
      remove(oldest)
      oldest.close()
    }
  }

  return {
    admit({ sessionId, userId }, close) {
      const stream: OpenStream = { sessionId, userId, close }
      closeBeyond(bySession.add(sessionId, stream), caps.perSession)
      closeBeyond(byUser.add(userId, stream), caps.perUser)
      return () => remove(stream)
    },
  }
}
