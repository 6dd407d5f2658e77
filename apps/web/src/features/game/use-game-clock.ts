import { bettingWindow, clockAt, todayRound } from '@pb/game'
import { useMemo } from 'react'
import { useServerNow } from '../../hooks/use-server-now'

/**
 * The round on the server's clock (docs/game-rules.md §1): the round being bet on, whether betting is open,
 * and the seconds left until the draw, the close and the next opening.
 */
export function useGameClock() {
  const now = useServerNow()
  return useMemo(() => {
    const state = clockAt(new Date(now))
    const open = state.phase === 'OPEN'
    // Closed in the last 30 s of a cycle (this round) or the first 30 s of the next (the previous round).
    const closedRound = now >= state.closesAt.getTime() ? state.round : state.round - 1
    const nextOpensAt = now < state.opensAt.getTime() ? state.opensAt : bettingWindow(state.round + 1).opensAt
    return {
      now,
      round: state.round,
      todayRound: state.todayRound,
      gameDate: state.gameDate,
      open,
      /** Betting stopped early on the server (the beacon is late); see useBettingClock. */
      paused: false,
      closedTodayRound: todayRound(closedRound),
      secondsToDraw: (state.drawAt.getTime() - now) / 1000,
      secondsToClose: (state.closesAt.getTime() - now) / 1000,
      secondsToOpen: (nextOpensAt.getTime() - now) / 1000,
    }
  }, [now])
}

export type GameClock = ReturnType<typeof useGameClock>
