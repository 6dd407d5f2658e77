export type OddEven = 'ODD' | 'EVEN'
export type UnderOver = 'UNDER' | 'OVER'
export type Size = 'SMALL' | 'MID' | 'BIG'

/** What a draw decides (docs/game-rules.md §3). */
export interface Outcome {
  powerball: number
  powerballOddEven: OddEven
  powerballUnderOver: UnderOver
  /** The five normal balls, ascending. */
  number: number[]
  numberSum: number
  numberOddEven: OddEven
  numberUnderOver: UnderOver
  numberSize: Size
}

function sizeOf(sum: number): Size {
  if (sum <= 64) return 'SMALL'
  return sum <= 80 ? 'MID' : 'BIG'
}

/** What the powerball alone decides. */
export function powerballOutcome(powerball: number) {
  return {
    powerballOddEven: powerball % 2 === 1 ? ('ODD' as const) : ('EVEN' as const),
    powerballUnderOver: powerball <= 4 ? ('UNDER' as const) : ('OVER' as const),
  }
}

/** What the sum of the normal balls alone decides. */
export function sumOutcome(numberSum: number) {
  return {
    numberOddEven: numberSum % 2 === 1 ? ('ODD' as const) : ('EVEN' as const),
    numberUnderOver: numberSum <= 72 ? ('UNDER' as const) : ('OVER' as const),
    numberSize: sizeOf(numberSum),
  }
}

export function outcomeOf(balls: number[], powerball: number): Outcome {
  const distinct = new Set(balls)
  if (
    balls.length !== 5 ||
    distinct.size !== 5 ||
    balls.some((b) => !Number.isInteger(b) || b < 1 || b > 28)
  ) {
    throw new Error('five distinct normal balls from 1 to 28 are required')
  }
  if (!Number.isInteger(powerball) || powerball < 0 || powerball > 9)
    throw new Error('the powerball is 0 to 9')
  const numberSum = balls.reduce((sum, ball) => sum + ball, 0)
  return {
    powerball,
    ...powerballOutcome(powerball),
    number: [...balls].sort((a, b) => a - b),
    numberSum,
    ...sumOutcome(numberSum),
  }
}
