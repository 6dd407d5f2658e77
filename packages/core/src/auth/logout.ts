import type { UseCaseContext } from '../context'
import { sessionsRevoked } from './end-sessions'
import { requireSignedIn } from './permissions'
import { revokeSession } from './sessions'

/** Ends the caller's session: its access and refresh tokens stop working and its event streams close. */
export async function logout(ctx: UseCaseContext): Promise<{ ok: true }> {
  const actor = requireSignedIn(ctx)
  await revokeSession(ctx.db, actor.sessionId, ctx.clock.now())
  await ctx.bus.publish(sessionsRevoked(actor.userId, [actor.sessionId]))
  return { ok: true }
}
