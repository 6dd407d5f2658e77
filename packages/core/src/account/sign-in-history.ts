import type { SignInHistoryInput } from '@pb/contract/inputs/account'
import { sessions } from '@pb/db'
import { and, count, desc, eq } from 'drizzle-orm'
import { deviceOf, plainAddress } from '../auth/device'
import { requireSignedIn } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { pageOf } from '../paging'

/**
 * The caller's successful sign-ins to their own area, newest first: every sign-in starts a session
 * and its row stays after the session ends (failed attempts are not kept: a right password clears
 * them), so the sessions are the history.
 */
export async function signInHistory(ctx: UseCaseContext, input: SignInHistoryInput) {
  const actor = requireSignedIn(ctx)
  const where = and(eq(sessions.userId, actor.userId), eq(sessions.area, actor.area))
  const rows = await ctx.db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .where(where)
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(input.limit)
    .offset((input.page - 1) * input.limit)
  const [total] = await ctx.db.select({ n: count() }).from(sessions).where(where)
  const items = rows.map((row) => ({
    id: row.id,
    signedInAt: row.createdAt.toISOString(),
    ip: plainAddress(row.ip),
    device: deviceOf(row.userAgent),
    current: row.id === actor.sessionId,
  }))
  return pageOf(items, input, Number(total?.n ?? 0))
}
