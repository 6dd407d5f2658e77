import { rounds } from '@pb/db'
import { gameDate, ROUNDS_PER_DAY, roundOfDay, roundRunningAt } from '@pb/game'
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { UseCaseContext } from '../context'
import { toDrawResult } from '../game/draw-result'
import { drawnStatuses } from '../game/recent-results'
import { pageOf } from '../paging'
import { freshUntil } from './fresh-until'
import type { resultsInput } from './schemas'

const shownStatuses = [...drawnStatuses, 'VOID'] as const

/**
 * Every round of a KST game day that has a result or was voided, newest first, paged. A search for
 * `round` answers that round alone: up to 288 it is the day's round number, above it the global one
 * (whose own day is then the answer's).
 */
export async function resultsOfDay(ctx: UseCaseContext, input: z.infer<typeof resultsInput>) {
  const date = input.date ?? gameDate(roundRunningAt(ctx.clock.now()))
  const searched =
    input.round === undefined
      ? undefined
      : input.round <= ROUNDS_PER_DAY
        ? roundOfDay(date, input.round)
        : input.round
  const where = and(
    inArray(rounds.status, [...shownStatuses]),
    searched === undefined ? eq(rounds.gameDate, date) : eq(rounds.roundNo, searched),
  )
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(rounds)
      .where(where)
      .orderBy(desc(rounds.roundNo))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    ctx.db.select({ count: count() }).from(rounds).where(where),
  ])
  const page = pageOf(
    rows.map((row) => ({ ...toDrawResult(row), voidReason: row.voidReason })),
    input,
    total?.count ?? 0,
  )
  return {
    date: searched === undefined ? date : gameDate(searched),
    ...page,
    freshUntil: freshUntil(ctx.clock.now(), rows.find((row) => row.status !== 'VOID')?.roundNo ?? null),
  }
}
