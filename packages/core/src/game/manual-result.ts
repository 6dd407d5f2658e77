import { betItems, type Executor, rounds } from '@pb/db'
import { bettingWindow, outcomeOf } from '@pb/game'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { writeAudit } from '../audit'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { DomainError } from '../errors'
import { commit } from '../unit-of-work'
import { lockUndrawnRound } from './round-target'
import type { manualResultInput } from './schemas'

/**
 * Locks the round a manual result is for: one that has no bets and has not opened for betting, so
 * the result is known (as the operator's) before anyone can bet on it.
 */
export async function lockManualTarget(tx: Executor, roundNo: number, now: Date) {
  const round = await lockUndrawnRound(tx, roundNo, now)
  const [bet] = await tx
    .select({ id: betItems.id })
    .from(betItems)
    .where(eq(betItems.roundNo, roundNo))
    .limit(1)
  if (bet) throw new DomainError('ROUND_HAS_BETS')
  if (now >= bettingWindow(roundNo).opensAt) throw new DomainError('ROUND_ALREADY_OPEN')
  return round
}

/**
 * Records the result a SUPER proposed and a second SUPER approved for a round not yet open. The draw
 * uses it instead of the seed's result and marks the round MANUAL; the round shows who set it from
 * the moment it opens, and the seed is still revealed, so the difference shows.
 */
export async function setManualResult(
  ctx: UseCaseContext,
  input: z.infer<typeof manualResultInput>,
  approval: { proposedBy: number; reason: string },
) {
  const actor = requireAdmin(ctx)
  const result = { balls: input.normalBalls, powerball: input.powerBall }
  return commit(ctx, async (tx) => {
    const round = await lockManualTarget(tx, input.roundNo, ctx.clock.now())
    await tx
      .update(rounds)
      .set({
        manualResult: result,
        manualBy: approval.proposedBy,
        manualApprovedBy: actor.userId,
        manualReason: approval.reason,
      })
      .where(eq(rounds.roundNo, round.roundNo))
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'MANUAL_RESULT',
      targetType: 'round',
      targetId: round.roundNo,
      before: round.manualResult,
      after: { ...result, proposedBy: approval.proposedBy, reason: approval.reason },
      ip: ctx.ip,
    })
    return {
      roundNo: round.roundNo,
      ...outcomeOf(result.balls, result.powerball),
      source: 'MANUAL' as const,
    }
  })
}
