import { rounds, seedDays } from '@pb/db'
import { kstDateOf } from '@pb/game'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { UseCaseContext } from '../context'
import { toDrawResult } from './draw-result'

/**
 * The day's anchor and every round of that KST game date whose seed is revealed: the drawn ones with
 * their result, and the voided ones past their draw time (status VOID, no result), so the chain of
 * seeds has no gap.
 */
export async function fairnessOf(ctx: UseCaseContext, input: { date?: string | undefined }) {
  const gameDate = input.date ?? kstDateOf(ctx.clock.now())
  const [day] = await ctx.db
    .select({ anchor: seedDays.anchor })
    .from(seedDays)
    .where(eq(seedDays.gameDate, gameDate))
  const rows = await ctx.db
    .select()
    .from(rounds)
    .where(and(eq(rounds.gameDate, gameDate), isNotNull(rounds.seed)))
    .orderBy(rounds.roundNo)
  return { date: gameDate, anchor: day?.anchor ?? null, rounds: rows.map(toDrawResult) }
}
