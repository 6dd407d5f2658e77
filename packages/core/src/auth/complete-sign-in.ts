import { type Executor, users } from '@pb/db'
import { eq } from 'drizzle-orm'
import type { UseCaseContext } from '../context'
import { profileOf } from '../users/profile'
import type { Area } from './actor'
import { startSession } from './sessions'

/** The end of every sign-in: the user's last login, a new session and who signed in. */
export async function completeSignIn(executor: Executor, ctx: UseCaseContext, userId: number, area: Area) {
  const now = ctx.clock.now()
  await executor.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId))
  const session = await startSession(executor, { userId, area, ip: ctx.ip, userAgent: ctx.userAgent, now })
  return {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    user: await profileOf(executor, userId),
  }
}
