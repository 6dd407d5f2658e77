import type { UseCaseContext } from '../context'
import { commitWithEvents } from '../unit-of-work'
import { sessionsRevoked } from './end-sessions'
import { requireSignedIn } from './permissions'
import { revokeSession } from './sessions'

/** Ends the caller's session: its access and refresh tokens stop working and its event streams close. */
export async function logout(ctx: UseCaseContext): Promise<{ ok: true }> {
  const actor = requireSignedIn(ctx)
  await commitWithEvents(ctx, async (tx) => {
    await revokeSession(tx, actor.sessionId, ctx.clock.now())
    return { answer: undefined, events: sessionsRevoked(actor.userId, [actor.sessionId]) }
  })
  return { ok: true }
}
