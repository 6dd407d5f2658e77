import { sessions, sessionTokens } from '@pb/db'
import { and, desc, eq, exists, gt, isNull } from 'drizzle-orm'
import { z } from 'zod'
import type { UseCaseContext } from '../context'
import { refusal } from '../errors'
import { commitWithEvents } from '../unit-of-work'
import { deviceOf, plainAddress } from './device'
import { sessionsRevoked } from './end-sessions'
import { requireSignedIn } from './permissions'
import { revokeSession } from './sessions'

/** The caller's live sessions (one still holding an unspent, unexpired refresh token), the newest first. */
export async function listSessions(ctx: UseCaseContext) {
  const actor = requireSignedIn(ctx)
  const now = ctx.clock.now()
  const rows = await ctx.db
    .select({
      id: sessions.id,
      area: sessions.area,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, actor.userId),
        isNull(sessions.revokedAt),
        exists(
          ctx.db
            .select({ id: sessionTokens.id })
            .from(sessionTokens)
            .where(
              and(
                eq(sessionTokens.sessionId, sessions.id),
                eq(sessionTokens.kind, 'refresh'),
                isNull(sessionTokens.usedAt),
                gt(sessionTokens.expiresAt, now),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(sessions.createdAt))
  return rows.map((row) => ({
    ...row,
    ip: plainAddress(row.ip),
    lastUsedAt: row.lastUsedAt ?? row.createdAt,
    device: deviceOf(row.userAgent),
    current: row.id === actor.sessionId,
  }))
}

export const endSessionInput = z.object({
  id: z.string({ error: '세션을 지정해주세요.' }).regex(/^[0-9a-f]{32}$/, '세션을 찾을 수 없습니다.'),
})

/**
 * Ends one of the caller's own sessions (the current one too, which is a logout): its tokens stop
 * working and its event streams close on every instance.
 */
export async function endSession(ctx: UseCaseContext, input: z.infer<typeof endSessionInput>) {
  const actor = requireSignedIn(ctx)
  const [session] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, input.id), eq(sessions.userId, actor.userId), isNull(sessions.revokedAt)))
  if (!session) throw refusal('NOT_FOUND', 'sessionNotFound')
  await commitWithEvents(ctx, async (tx) => {
    await revokeSession(tx, session.id, ctx.clock.now())
    return { answer: undefined, events: sessionsRevoked(actor.userId, [session.id]) }
  })
  return { ok: true as const, current: session.id === actor.sessionId }
}
