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

let probabilities: Map<string, number> | undefined

/** The exact chance each selection wins: its winning draws over every draw and powerball. */
function computeProbabilities(): Map<string, number> {
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
  return new Map([...wins].map(([code, count]) => [code, count / total]))
}

/** P(win) of a selection (game-rules §4), exact. */
export function winProbability(selection: Selection): number {
  probabilities ??= computeProbabilities()
  return probabilities.get(selection.code) ?? 0
}

/** Return to player of a selection at given odds in hundredths: P(win) × odds (0.965 for 1.93 on ½). */
export function returnToPlayer(selection: Selection, oddsHundredths: number): number {
  return winProbability(selection) * oddsValueOf(oddsHundredths)
}
