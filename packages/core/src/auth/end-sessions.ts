import { type Executor, sessions, sessionTokens } from '@pb/db'
import { and, eq, inArray, isNull, ne } from 'drizzle-orm'
import type { SessionRevokedEvent } from '../events/types'

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

// A NOTIFY payload stays under 8000 bytes: a few hundred 32-character ids at most per event.
const IDS_PER_EVENT = 100

/** What closes the open event streams of ended sessions, published after the commit that ended them. */
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
