import { rounds, seedDays } from '@pb/db'
import { kstDateOf } from '@pb/game'
import { and, eq, inArray } from 'drizzle-orm'
import type { UseCaseContext } from '../context'
import { toDrawResult } from './draw-result'
import { drawnStatuses } from './recent-results'

/** The day's anchor and every drawn round of that KST game date with its revealed seed. */
export async function fairnessOf(ctx: UseCaseContext, input: { date?: string | undefined }) {
  const gameDate = input.date ?? kstDateOf(ctx.clock.now())
  const [day] = await ctx.db
    .select({ anchor: seedDays.anchor })
    .from(seedDays)
    .where(eq(seedDays.gameDate, gameDate))
  const rows = await ctx.db
    .select()
    .from(rounds)
    .where(and(eq(rounds.gameDate, gameDate), inArray(rounds.status, [...drawnStatuses])))
    .orderBy(rounds.roundNo)
  return { date: gameDate, anchor: day?.anchor ?? null, rounds: rows.map(toDrawResult) }
}
