import type { UseCaseContext } from '../context'
import { requireSignedIn } from './permissions'
import { revokeSession } from './sessions'

/** Ends the caller's session: its access and refresh tokens stop working at once. */
export async function logout(ctx: UseCaseContext): Promise<{ ok: true }> {
  await revokeSession(ctx.db, requireSignedIn(ctx).sessionId, ctx.clock.now())
  return { ok: true }
}
