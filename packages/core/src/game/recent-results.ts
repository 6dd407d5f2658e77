import { type Executor, rounds } from '@pb/db'
import { desc, inArray } from 'drizzle-orm'
import type { UseCaseContext } from '../context'
import { type DrawResult, toDrawResult } from './draw-result'

export const drawnStatuses = ['DRAWN', 'SETTLED'] as const

export async function latestResults(executor: Executor, limit: number): Promise<DrawResult[]> {
  const rows = await executor
    .select()
    .from(rounds)
    .where(inArray(rounds.status, [...drawnStatuses]))
    .orderBy(desc(rounds.roundNo))
    .limit(limit)
  return rows.map(toDrawResult)
}

/** The last drawn rounds, newest first (GET /games/recent-results, docs/product.md §7.1). */
export async function recentResults(ctx: UseCaseContext, input: { limit: number }): Promise<DrawResult[]> {
  return latestResults(ctx.db, input.limit)
}
