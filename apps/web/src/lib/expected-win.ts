import { oddsHundredthsOf, payoutOf } from '@pb/game'

/** Stake × odds rounded down, exactly as the server pays it; odds arrive as 1.93, not 193. */
export function expectedWin(stake: number, odds: number): number {
  return payoutOf(stake, oddsHundredthsOf(odds))
}
