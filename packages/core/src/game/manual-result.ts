import { rounds } from '@pb/db'
import { outcomeOf } from '@pb/game'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { writeAudit } from '../audit'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { lockUndrawnRound } from './round-target'
import type { manualResultInput } from './schemas'

/**
 * Records the result an administrator enters for a round not yet drawn. The draw uses it instead of
 * the seed's result and marks the round MANUAL; the seed is still revealed, so the difference shows.
 */
export async function setManualResult(ctx: UseCaseContext, input: z.infer<typeof manualResultInput>) {
  const actor = requireAdmin(ctx, 'SUPER')
  const result = { balls: input.normalBalls, powerball: input.powerBall }
  return ctx.db.transaction(async (tx) => {
    const round = await lockUndrawnRound(tx, input.roundNumber, ctx.clock.now())
    await tx
      .update(rounds)
      .set({ manualResult: result, manualBy: actor.userId })
      .where(eq(rounds.roundNo, round.roundNo))
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'MANUAL_RESULT',
      targetType: 'round',
      targetId: round.roundNo,
      before: round.manualResult,
      after: result,
      ip: ctx.ip,
    })
    return {
      roundNumber: round.roundNo,
      ...outcomeOf(result.balls, result.powerball),
      source: 'MANUAL' as const,
    }
  })
}
