import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { useBettingClock } from './use-betting-clock'
import type { GameClock } from './use-game-clock'

type BettingClockState = ReturnType<typeof useBettingClock>

/** What of the round changes only when it opens, closes, pauses or moves on: never with a tick. */
export type RoundPhase = Pick<GameClock, 'round' | 'todayRound' | 'gameDate' | 'open' | 'paused'> &
  Omit<BettingClockState, 'clock'>

const BettingClockContext = createContext<BettingClockState | null>(null)
const RoundPhaseContext = createContext<RoundPhase | null>(null)

/**
 * Runs the game page's one betting clock. It ticks every second; holding it here rather than in the
 * page means a tick redraws only what reads the time itself (the countdowns, the draw card), not the
 * header, the tabs, the board and the cart, which on a slow phone cost a long task each second. What
 * the cart and the board need of the round (its number, whether it is open) comes apart, as the round
 * phase, and changes only a few times a round.
 */
export function BettingClockProvider({ children }: { children: ReactNode }) {
  const state = useBettingClock()
  const { clock, manualResult, resultDelayed } = state
  const { round, todayRound, gameDate, open, paused } = clock
  const phase = useMemo(
    () => ({ round, todayRound, gameDate, open, paused, manualResult, resultDelayed }),
    [round, todayRound, gameDate, open, paused, manualResult, resultDelayed],
  )
  return (
    <BettingClockContext.Provider value={state}>
      <RoundPhaseContext.Provider value={phase}>{children}</RoundPhaseContext.Provider>
    </BettingClockContext.Provider>
  )
}

export function useSharedBettingClock(): BettingClockState {
  const state = useContext(BettingClockContext)
  if (!state) throw new Error('useSharedBettingClock is used outside BettingClockProvider')
  return state
}

export function useRoundPhase(): RoundPhase {
  const phase = useContext(RoundPhaseContext)
  if (!phase) throw new Error('useRoundPhase is used outside BettingClockProvider')
  return phase
}
