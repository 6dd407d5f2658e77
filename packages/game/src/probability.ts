import { type Selection, selections, selectionWins } from './catalog'
import { powerballOutcome, sumOutcome } from './outcome'
import { oddsValueOf } from './payout'

const POWERBALLS = 10

/** How many of the five-ball draws from 1 … 28 have each sum: all 98,280 of them, enumerated once. */
function drawsBySum(): Map<number, number> {
  const counts = new Map<number, number>()
  for (let a = 1; a <= 24; a++)
    for (let b = a + 1; b <= 25; b++)
      for (let c = b + 1; c <= 26; c++)
        for (let d = c + 1; d <= 27; d++)
          for (let e = d + 1; e <= 28; e++) {
            const sum = a + b + c + d + e
            counts.set(sum, (counts.get(sum) ?? 0) + 1)
          }
  return counts
}

interface WinCounts {
  /** Every draw of five balls with every powerball: 98,280 × 10. */
  total: number
  wins: Map<string, number>
}

let counts: WinCounts | undefined

/** How many of all outcomes each selection wins, enumerated exactly once. */
function computeCounts(): WinCounts {
  const bySum = drawsBySum()
  const total = [...bySum.values()].reduce((a, b) => a + b, 0) * POWERBALLS
  const wins = new Map<string, number>(selections.map((s) => [s.code, 0]))
  for (const [sum, draws] of bySum) {
    for (let powerball = 0; powerball < POWERBALLS; powerball++) {
      const outcome = { ...sumOutcome(sum), ...powerballOutcome(powerball) }
      for (const selection of selections) {
        if (selectionWins(selection, outcome))
          wins.set(selection.code, (wins.get(selection.code) ?? 0) + draws)
      }
    }
  }
  return { total, wins }
}

/** The outcomes a selection wins out of all of them (exact, for sums without rounding). */
export function winCount(selection: Selection): { wins: number; total: number } {
  counts ??= computeCounts()
  return { wins: counts.wins.get(selection.code) ?? 0, total: counts.total }
}

/** P(win) of a selection (docs/game-rules.md §4), exact. */
export function winProbability(selection: Selection): number {
  const { wins, total } = winCount(selection)
  return wins / total
}

/** Return to player of a selection at given odds in hundredths: P(win) × odds (0.965 for 1.93 on ½). */
export function returnToPlayer(selection: Selection, oddsHundredths: number): number {
  return winProbability(selection) * oddsValueOf(oddsHundredths)
}
