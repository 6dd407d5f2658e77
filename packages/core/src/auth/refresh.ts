import type { UseCaseContext } from '../context'
import { profileOf } from '../users/profile'
import { refreshSession } from './sessions'

/** Trades a refresh token for a new pair (rotation) and the user they belong to. */
export async function refresh(ctx: UseCaseContext, input: { refreshToken: string }) {
  const { userId, tokens } = await refreshSession(ctx.db, input.refreshToken, ctx.clock.now())
  return { ...tokens, user: await profileOf(ctx.db, userId) }
}
