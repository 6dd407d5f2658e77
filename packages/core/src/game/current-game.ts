import { rounds, users } from '@pb/db'
import { clockAt } from '@pb/game'
import { eq, inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { UseCaseContext } from '../context'
import { latestResults } from './recent-results'

const setter = alias(users, 'setter')
const approver = alias(users, 'approver')

/**
 * The round being bet on, its phase and deadlines, and the last result, on the server's clock; and
 * what a member must know before betting: the round's result was set by the operator (and by whom),
 * betting is paused (the beacon is late), or the last round's result is delayed (waiting for its beacon).
 */
export async function currentGame(ctx: UseCaseContext) {
  const now = ctx.clock.now()
  const state = clockAt(now)
  const [[lastResult], rows] = await Promise.all([
    latestResults(ctx.db, 1),
    ctx.db
      .select({
        roundNo: rounds.roundNo,
        status: rounds.status,
        manual: rounds.manualResult,
        reason: rounds.manualReason,
        setBy: setter.nickname,
        approvedBy: approver.nickname,
      })
      .from(rounds)
      .leftJoin(setter, eq(setter.id, rounds.manualBy))
      .leftJoin(approver, eq(approver.id, rounds.manualApprovedBy))
      .where(inArray(rounds.roundNo, [state.round, state.round - 1])),
  ])
  const open = rows.find((row) => row.roundNo === state.round)
  const previous = rows.find((row) => row.roundNo === state.round - 1)
  // Betting stopped early: the engine closed the round while the beacon was late.
  const paused = state.phase === 'OPEN' && open !== undefined && open.status !== 'OPEN'
  return {
    round: state.round,
    todayRound: state.todayRound,
    gameDate: state.gameDate,
    phase: paused ? ('CLOSED' as const) : state.phase,
    paused,
    opensAt: state.opensAt.toISOString(),
    closesAt: state.closesAt.toISOString(),
    drawAt: state.drawAt.toISOString(),
    serverTime: now.toISOString(),
    lastResult: lastResult ?? null,
    /** The round being bet on has a result the operator set (approved by a second SUPER). */
    manualResult:
      open?.manual && now >= state.opensAt
        ? { setBy: open.setBy ?? '', approvedBy: open.approvedBy ?? '', reason: open.reason ?? '' }
        : null,
    /** The round before it has passed its draw time without a result (its beacon is late). */
    resultDelayed: previous !== undefined && (previous.status === 'OPEN' || previous.status === 'CLOSED'),
  }
}
