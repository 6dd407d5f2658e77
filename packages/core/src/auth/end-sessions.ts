import type { AdminRoleCode } from '@pb/access'
import { type Executor, sessions, sessionTokens, users } from '@pb/db'
import { and, eq, inArray, isNull, lte, ne, type SQL } from 'drizzle-orm'
import type { GameEvent, SessionRevokedEvent } from '../events/types'
import { sessionLifetimes } from './sessions'

/**
 * Ends every live session of a user but `keep` (the caller's own, when it stays signed in): each
 * token of them stops working at once. Answers the ids of the sessions it ended.
 */
export async function revokeUserSessions(
  executor: Executor,
  userId: number,
  now: Date,
  keep?: string,
): Promise<string[]> {
  const ended = await executor
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined),
    )
    .returning({ id: sessions.id })
  const sessionIds = ended.map((session) => session.id)
  if (sessionIds.length > 0)
    await executor.delete(sessionTokens).where(inArray(sessionTokens.sessionId, sessionIds))
  return sessionIds
}

/** A session some change ended, and whose it was. */
interface EndedSession {
  id: string
  userId: number
}

/** Ends the live sessions `which` selects, tokens and all; answers them. */
async function revokeSessionsWhere(executor: Executor, which: SQL, now: Date): Promise<EndedSession[]> {
  const ended = await executor
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(isNull(sessions.revokedAt), which))
    .returning({ id: sessions.id, userId: sessions.userId })
  if (ended.length > 0)
    await executor.delete(sessionTokens).where(
      inArray(
        sessionTokens.sessionId,
        ended.map((session) => session.id),
      ),
    )
  return ended
}

/**
 * Once SUPER requires the second factor for `roles`, their sessions that signed in with the password
 * alone end: otherwise they would outlive the rule by up to the session lifetime.
 */
export async function revokeSessionsWithoutSecondFactor(
  executor: Executor,
  roles: AdminRoleCode[],
  now: Date,
): Promise<GameEvent[]> {
  if (roles.length === 0) return []
  const ofRoles = executor.select({ id: users.id }).from(users).where(inArray(users.roleCode, roles))
  const which = and(eq(sessions.secondFactor, false), inArray(sessions.userId, ofRoles)) as SQL
  return sessionsRevokedByUser(await revokeSessionsWhere(executor, which, now))
}

// A backlog (the first sweep of an old database) is ended a bounded batch at a time.
const EXPIRED_PER_BATCH = 500

/** Ends every session whose lifetime is over; answers what closes their event streams. */
export async function revokeExpiredSessions(executor: Executor, now: Date): Promise<GameEvent[]> {
  const signedInBefore = new Date(now.getTime() - sessionLifetimes.sessionMs)
  const events: GameEvent[] = []
  for (;;) {
    const batch = executor
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(isNull(sessions.revokedAt), lte(sessions.createdAt, signedInBefore)))
      .limit(EXPIRED_PER_BATCH)
    const ended = await revokeSessionsWhere(executor, inArray(sessions.id, batch), now)
    events.push(...sessionsRevokedByUser(ended))
    if (ended.length < EXPIRED_PER_BATCH) return events
  }
}

// An event stays small (it is read back by every instance): at most 100 session ids each.
const IDS_PER_EVENT = 100

/** What closes the open event streams of ended sessions, written with the change that ended them. */
export function sessionsRevoked(userId: number, sessionIds: string[]): SessionRevokedEvent[] {
  const events: SessionRevokedEvent[] = []
  for (let start = 0; start < sessionIds.length; start += IDS_PER_EVENT) {
    events.push({
      type: 'SESSION_REVOKED',
      userId,
      sessionIds: sessionIds.slice(start, start + IDS_PER_EVENT),
    })
  }
  return events
}

/** The same for sessions of many users. */
export function sessionsRevokedByUser(ended: EndedSession[]): SessionRevokedEvent[] {
  const byUser = new Map<number, string[]>()
  for (const session of ended) byUser.set(session.userId, [...(byUser.get(session.userId) ?? []), session.id])
  return [...byUser].flatMap(([userId, sessionIds]) => sessionsRevoked(userId, sessionIds))
}
