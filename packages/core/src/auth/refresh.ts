import type { UseCaseContext } from '../context'
import { profileOf } from '../users/profile'
import { sessionsRevoked } from './end-sessions'
import { refreshSession } from './sessions'

/**
 * Trades a refresh token for a new pair (rotation) and the user they belong to. A reused token ends
 * its session, and with it the session's event streams on every instance.
 */
export async function refresh(ctx: UseCaseContext, input: { refreshToken: string }) {
  const { userId, tokens } = await refreshSession(ctx.db, input.refreshToken, ctx.clock.now(), (revoked) =>
    ctx.bus.publish(sessionsRevoked(revoked.userId, [revoked.sessionId])),
  )
  return { ...tokens, user: await profileOf(ctx.db, userId) }
}
