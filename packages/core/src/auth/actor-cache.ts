import type { Executor } from '@pb/db'
import type { EventBus, GameEvent } from '../events/types'
import type { Actor } from './actor'
import { type AccessGrant, lookUpAccessToken, touchSession } from './sessions'

/** How long a looked-up token is believed without asking the database again. */
const BELIEVED_MS = 30_000
const MAX_ENTRIES = 100_000

export interface ActorCache {
  /** `authenticate`, answered from memory for a token seen in the last seconds. */
  authenticate(executor: Executor, token: string, now: Date): Promise<Actor | null>
}

/** Whose cached tokens an event makes stale: ended sessions, or a user whose standing changed. */
function staleness(event: GameEvent): ((actor: Actor) => boolean) | null {
  if (event.type === 'SESSION_REVOKED') return (actor) => event.sessionIds.includes(actor.sessionId)
  if (event.type === 'PROFILE_UPDATED') return (actor) => actor.userId === event.userId
  return null
}

/**
 * Access tokens resolved from a short in-process cache instead of a query per request. An ended
 * session or a changed account (`SESSION_REVOKED`, `PROFILE_UPDATED`) is forgotten on every instance
 * as the bus delivers it; the instance that ended it delivers before it answers the call that did. A lookup that was under way
 * while something was forgotten is not kept, so a token read just before its session ended cannot
 * come back from memory.
 */
export function createActorCache(bus: EventBus): ActorCache {
  const grants = new Map<string, AccessGrant & { storedAt: number }>()
  let generation = 0

  bus.subscribe((event) => {
    const isStale = staleness(event)
    if (!isStale) return
    generation++
    for (const [token, grant] of grants) if (isStale(grant.actor)) grants.delete(token)
  })

  return {
    async authenticate(executor, token, now) {
      const cached = grants.get(token)
      if (cached && performance.now() - cached.storedAt < BELIEVED_MS && cached.expiresAt > now) {
        cached.lastUsedAt = await touchSession(executor, cached.actor.sessionId, cached.lastUsedAt, now)
        return cached.actor
      }
      grants.delete(token)
      const lookedUpIn = generation
      const grant = await lookUpAccessToken(executor, token, now)
      if (!grant) return null
      const lastUsedAt = await touchSession(executor, grant.actor.sessionId, grant.lastUsedAt, now)
      if (lookedUpIn === generation) {
        if (grants.size >= MAX_ENTRIES) grants.delete(grants.keys().next().value as string)
        grants.set(token, { ...grant, lastUsedAt, storedAt: performance.now() })
      }
      return grant.actor
    },
  }
}
