import type { CoreDeps, UseCaseContext } from '../context'
import { DomainError, refusal } from '../errors'
import { commitWithEvents } from '../unit-of-work'
import { profileOf } from '../users/profile'
import { sessionsRevoked } from './end-sessions'
import { rotateRefreshToken } from './sessions'
import { parseToken } from './tokens'

/**
 * Trades a refresh token for a new pair (rotation). A reused or expired token ends its family, and the
 * events that close the family's streams on every instance are written with that end; the refusal
 * comes after the commit, so the family stays ended.
 */
export async function refreshSession(
  deps: Pick<CoreDeps, 'db' | 'bus'>,
  refreshToken: string,
  now = new Date(),
) {
  const token = parseToken(refreshToken)
  if (!token) throw refusal('UNAUTHORIZED', 'invalidToken')
  const outcome = await commitWithEvents(deps, async (tx) => {
    const outcome = await rotateRefreshToken(tx, token, now)
    const ended = !outcome.ok && outcome.code !== 'UNAUTHORIZED'
    return { answer: outcome, events: ended ? sessionsRevoked(outcome.userId, [outcome.sessionId]) : [] }
  })
  if (outcome.ok) return outcome
  throw new DomainError(outcome.code)
}

/** Trades a refresh token for a new pair and the user they belong to. */
export async function refresh(ctx: UseCaseContext, input: { refreshToken: string }) {
  const { userId, tokens } = await refreshSession(ctx, input.refreshToken, ctx.clock.now())
  return { ...tokens, user: await profileOf(ctx.db, userId) }
}
