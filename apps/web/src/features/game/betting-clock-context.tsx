import { createContext, type ReactNode, useContext } from 'react'
import { useBettingClock } from './use-betting-clock'

type BettingClockState = ReturnType<typeof useBettingClock>

const BettingClockContext = createContext<BettingClockState | null>(null)

/**
 * Runs the game page's one betting clock. It ticks every second; holding it here rather than in the
 * page means a tick redraws only what reads it (the countdowns, the slip, the board's cover), not the
 * header, the tabs and the board, which on a slow phone cost a long task each second.
 */
export function BettingClockProvider({ children }: { children: ReactNode }) {
  return <BettingClockContext.Provider value={useBettingClock()}>{children}</BettingClockContext.Provider>
}

export function useSharedBettingClock(): BettingClockState {
  const state = useContext(BettingClockContext)
  if (!state) throw new Error('useSharedBettingClock is used outside BettingClockProvider')
  return state
}
