import { clockAt } from '@pb/game'
import type { UseCaseContext } from '../context'
import { latestResults } from './recent-results'

/** The round being bet on, its phase and deadlines, and the last result, on the server's clock. */
export async function currentGame(ctx: UseCaseContext) {
  const now = ctx.clock.now()
  const state = clockAt(now)
  const [lastResult] = await latestResults(ctx.db, 1)
  return {
    round: state.round,
    todayRound: state.todayRound,
    gameDate: state.gameDate,
    phase: state.phase,
    opensAt: state.opensAt.toISOString(),
    closesAt: state.closesAt.toISOString(),
    drawAt: state.drawAt.toISOString(),
    serverTime: now.toISOString(),
    lastResult: lastResult ?? null,
  }
}
