import { powerballOutcome, sumOutcome } from '@pb/game'

/**
 * A drawn round as the results statistics need it, small enough to keep a year of rounds in memory:
 * the normal balls as a bit set (bit b for ball b), the powerball and the sum; every outcome follows
 * from those two (docs/game-rules.md §3).
 */
export interface DrawnRound {
  roundNo: number
  gameDate: string
  balls: number
  powerball: number
  numberSum: number
}

export function drawnRound(row: {
  roundNo: number
  gameDate: string
  drawOrder: number[]
  powerball: number
}): DrawnRound {
  return {
    roundNo: row.roundNo,
    gameDate: row.gameDate,
    balls: row.drawOrder.reduce((set, ball) => set | (1 << ball), 0),
    powerball: row.powerball,
    numberSum: row.drawOrder.reduce((sum, ball) => sum + ball, 0),
  }
}

export const sameDraw = (a: DrawnRound, b: DrawnRound) =>
  a.balls === b.balls && a.powerball === b.powerball && a.gameDate === b.gameDate

/** Every outcome a member can bet on or read a board of, by field, with its values in order. */
export const outcomeFields = {
  powerballOddEven: ['ODD', 'EVEN'],
  powerballUnderOver: ['UNDER', 'OVER'],
  numberOddEven: ['ODD', 'EVEN'],
  numberUnderOver: ['UNDER', 'OVER'],
  numberSize: ['SMALL', 'MID', 'BIG'],
  powerballCombo: ['ODD_UNDER', 'ODD_OVER', 'EVEN_UNDER', 'EVEN_OVER'],
  numberCombo: ['ODD_UNDER', 'ODD_OVER', 'EVEN_UNDER', 'EVEN_OVER'],
  numberOddEvenSize: ['ODD_SMALL', 'ODD_MID', 'ODD_BIG', 'EVEN_SMALL', 'EVEN_MID', 'EVEN_BIG'],
} as const
export type OutcomeField = keyof typeof outcomeFields
export const outcomeFieldNames = Object.keys(outcomeFields) as OutcomeField[]

/** The value of every outcome field for one round. */
export function outcomesOf(round: DrawnRound): Record<OutcomeField, string> {
  const pb = powerballOutcome(round.powerball)
  const sum = sumOutcome(round.numberSum)
  return {
    powerballOddEven: pb.powerballOddEven,
    powerballUnderOver: pb.powerballUnderOver,
    numberOddEven: sum.numberOddEven,
    numberUnderOver: sum.numberUnderOver,
    numberSize: sum.numberSize,
    powerballCombo: `${pb.powerballOddEven}_${pb.powerballUnderOver}`,
    numberCombo: `${sum.numberOddEven}_${sum.numberUnderOver}`,
    numberOddEvenSize: `${sum.numberOddEven}_${sum.numberSize}`,
  }
}
