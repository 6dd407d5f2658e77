import { describe, expect, test } from 'bun:test'
import {
  markets,
  outcomeOf,
  payoutOf,
  pointsOf,
  returnToPlayer,
  selections,
  selectionWins,
  winningSelections,
  winProbability,
} from '@pb/game'

/** The selection codes of docs/game-rules.md §4, written out independently of the catalog. */
const specCodes = [
  'PB_ODD',
  'PB_EVEN',
  'PB_UNDER',
  'PB_OVER',
  'NB_ODD',
  'NB_EVEN',
  'NB_UNDER',
  'NB_OVER',
  'SMALL',
  'MID',
  'BIG',
  'ODD_SMALL',
  'ODD_MID',
  'ODD_BIG',
  'EVEN_SMALL',
  'EVEN_MID',
  'EVEN_BIG',
  'PB_ODD_UNDER',
  'PB_ODD_OVER',
  'PB_EVEN_UNDER',
  'PB_EVEN_OVER',
  'NB_ODD_OVER',
  'NB_ODD_UNDER',
  'NB_EVEN_OVER',
  'NB_EVEN_UNDER',
  'P_ODD_N_ODD',
  'P_ODD_N_EVEN',
  'P_EVEN_N_ODD',
  'P_EVEN_N_EVEN',
  'P_UNDER_N_UNDER',
  'P_UNDER_N_OVER',
  'P_OVER_N_UNDER',
  'P_OVER_N_OVER',
  'ODD_ODD_UNDER',
  'ODD_ODD_OVER',
  'ODD_EVEN_UNDER',
  'ODD_EVEN_OVER',
  'EVEN_ODD_UNDER',
  'EVEN_ODD_OVER',
  'EVEN_EVEN_UNDER',
  'EVEN_EVEN_OVER',
  'COMBO2_ODD_UNDER',
  'COMBO2_ODD_OVER',
  'COMBO2_EVEN_UNDER',
  'COMBO2_EVEN_OVER',
]

/** An independent reading of each code, straight from the sum and the powerball. */
function independentlyWins(code: string, sum: number, pb: number): boolean {
  const pbOdd = pb % 2 === 1
  const pbUnder = pb <= 4
  const odd = sum % 2 === 1
  const under = sum <= 72
  const size = sum <= 64 ? 'SMALL' : sum <= 80 ? 'MID' : 'BIG'
  const parity = (word: string | undefined, isOdd: boolean) => (word === 'ODD' ? isOdd : !isOdd)
  const level = (word: string | undefined, isUnder: boolean) => (word === 'UNDER' ? isUnder : !isUnder)
  const parts = code.split('_')
  if (code.startsWith('COMBO2_')) return parity(parts[1], pbOdd) && level(parts[2], under)
  if (code.startsWith('P_')) {
    return parts[1] === 'ODD' || parts[1] === 'EVEN'
      ? parity(parts[1], pbOdd) && parity(parts[3], odd)
      : level(parts[1], pbUnder) && level(parts[3], under)
  }
  if (code.startsWith('PB_')) {
    if (parts.length === 2)
      return parts[1] === 'ODD' || parts[1] === 'EVEN' ? parity(parts[1], pbOdd) : level(parts[1], pbUnder)
    return parity(parts[1], pbOdd) && level(parts[2], pbUnder)
  }
  if (code.startsWith('NB_')) {
    if (parts.length === 2)
      return parts[1] === 'ODD' || parts[1] === 'EVEN' ? parity(parts[1], odd) : level(parts[1], under)
    return parity(parts[1], odd) && level(parts[2], under)
  }
  if (parts.length === 1) return size === code
  if (parts.length === 2) return parity(parts[0], odd) && size === parts[1]
  return parity(parts[0], pbOdd) && parity(parts[1], odd) && level(parts[2], under)
}

/** Number of five-ball combinations out of 1 … 28 for each sum, by exhaustive enumeration. */
function combinationsBySum(): Map<number, number> {
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

/** Five distinct balls with a given sum, to build a real outcome. */
function ballsWithSum(sum: number): number[] {
  const balls = [1, 2, 3, 4, 5]
  let missing = sum - 15
  for (let i = 4; i >= 0 && missing > 0; i--) {
    const room = 28 - (4 - i) - (balls[i] as number)
    const step = Math.min(room, missing)
    balls[i] = (balls[i] as number) + step
    missing -= step
  }
  return balls
}

describe('catalog', () => {
  test('45 selections in 11 markets, exactly the codes of docs/game-rules.md §4', () => {
    expect(markets).toHaveLength(11)
    expect(selections).toHaveLength(45)
    expect(new Set(selections.map((s) => s.code)).size).toBe(45)
    expect([...selections.map((s) => s.code)].sort()).toEqual([...specCodes].sort())
    for (const s of selections) expect(s.label.ko.length).toBeGreaterThan(0)
  })

  const bySum = combinationsBySum()
  const total = [...bySum.values()].reduce((a, b) => a + b, 0)

  test('the sum distribution of docs/game-rules.md §4', () => {
    expect(total).toBe(98_280)
    const count = (pred: (sum: number) => boolean) =>
      [...bySum].filter(([s]) => pred(s)).reduce((a, [, n]) => a + n, 0)
    expect(count((s) => s % 2 === 1)).toBe(49_140)
    expect(count((s) => s <= 72)).toBe(49_140)
    expect(count((s) => s <= 64)).toBe(31_520)
    expect(count((s) => s >= 65 && s <= 80)).toBe(35_240)
    expect(count((s) => s >= 81)).toBe(31_520)
  })

  test('every selection agrees with an independent predicate on every possible outcome', () => {
    for (const sum of bySum.keys()) {
      const outcome = outcomeOf(ballsWithSum(sum), 0)
      expect(outcome.numberSum).toBe(sum)
      for (let pb = 0; pb <= 9; pb++) {
        const o = { ...outcome, ...outcomeOf(outcome.number, pb) }
        const winners = new Set(winningSelections(o))
        for (const s of selections) {
          expect({ code: s.code, sum, pb, wins: selectionWins(s, o) }).toEqual({
            code: s.code,
            sum,
            pb,
            wins: independentlyWins(s.code, sum, pb),
          })
          expect(winners.has(s.code)).toBe(selectionWins(s, o))
        }
      }
    }
  })

  test('probabilities by exhaustive enumeration match the published table', () => {
    const published: Record<string, number> = {
      PB_ODD: 0.5,
      PB_UNDER: 0.5,
      NB_ODD: 0.5,
      NB_UNDER: 0.5,
      SMALL: 0.3207,
      MID: 0.3586,
      BIG: 0.3207,
      ODD_SMALL: 0.1552,
      ODD_MID: 0.1793,
      ODD_BIG: 0.1655,
      EVEN_SMALL: 0.1655,
      EVEN_MID: 0.1793,
      EVEN_BIG: 0.1552,
      PB_ODD_UNDER: 0.2,
      PB_ODD_OVER: 0.3,
      PB_EVEN_UNDER: 0.3,
      PB_EVEN_OVER: 0.2,
      NB_ODD_UNDER: 0.2443,
      NB_ODD_OVER: 0.2557,
      NB_EVEN_UNDER: 0.2557,
      NB_EVEN_OVER: 0.2443,
      P_ODD_N_ODD: 0.25,
      P_UNDER_N_OVER: 0.25,
      COMBO2_EVEN_OVER: 0.25,
    }
    const probability = new Map<string, number>()
    for (const [sum, combos] of bySum) {
      const outcome = outcomeOf(ballsWithSum(sum), 0)
      for (let pb = 0; pb <= 9; pb++) {
        for (const code of winningSelections(outcomeOf(outcome.number, pb))) {
          probability.set(code, (probability.get(code) ?? 0) + combos / (total * 10))
        }
      }
    }
    for (const [code, p] of Object.entries(published))
      expect(Math.abs((probability.get(code) ?? 0) - p)).toBeLessThan(0.00005)
    for (const s of selections.filter((x) => x.marketCode === 'PB_NB_TRIPLE')) {
      const p = probability.get(s.code) ?? 0
      expect(Math.min(Math.abs(p - 0.1222), Math.abs(p - 0.1278))).toBeLessThan(0.00005)
    }
    // Each market's selections partition the outcomes (the pair market holds two partitions).
    for (const m of markets) {
      const sum = m.selections.reduce((acc, s) => acc + (probability.get(s.code) ?? 0), 0)
      expect(sum).toBeCloseTo(m.code === 'PB_NB_PAIR' ? 2 : 1, 9)
    }
    // The rules' own probabilities, which the odds screen shows as RTP, are this enumeration's.
    for (const s of selections) expect(winProbability(s)).toBeCloseTo(probability.get(s.code) ?? -1, 12)
    const pbOdd = selections.find((s) => s.code === 'PB_ODD')
    expect(pbOdd && returnToPlayer(pbOdd, 193)).toBeCloseTo(0.965, 12)
  })

  test('default odds of docs/game-rules.md §4', () => {
    const odds = Object.fromEntries(selections.map((s) => [s.code, s.defaultOdds]))
    expect(odds).toMatchObject({
      PB_ODD: 193,
      NB_OVER: 193,
      BIG: 282,
      MID: 247,
      SMALL: 282,
      ODD_BIG: 381,
      EVEN_MID: 333,
    })
    expect(odds).toMatchObject({
      PB_ODD_UNDER: 411,
      PB_EVEN_OVER: 411,
      PB_EVEN_UNDER: 311,
      PB_ODD_OVER: 311,
      NB_EVEN_UNDER: 372,
    })
    expect(odds).toMatchObject({ P_OVER_N_UNDER: 332, COMBO2_ODD_OVER: 332, EVEN_ODD_OVER: 672 })
  })

  test('payout and points round down', () => {
    expect(payoutOf(10_000, 193)).toBe(19_300)
    expect(payoutOf(3, 193)).toBe(5)
    expect(payoutOf(1, 101)).toBe(1)
    expect(pointsOf(10_000, 30)).toBe(300)
    expect(pointsOf(999, 25)).toBe(24)
    expect(pointsOf(5, 0)).toBe(0)
  })

  test('an outcome is refused unless it is five distinct balls from 1 to 28 and a powerball 0 to 9', () => {
    expect(() => outcomeOf([1, 2, 3, 4, 4], 0)).toThrow()
    expect(() => outcomeOf([0, 2, 3, 4, 5], 0)).toThrow()
    expect(() => outcomeOf([1, 2, 3, 4, 29], 0)).toThrow()
    expect(() => outcomeOf([1, 2, 3, 4, 5], 10)).toThrow()
    expect(outcomeOf([28, 1, 27, 2, 26], 7)).toMatchObject({
      number: [1, 2, 26, 27, 28],
      numberSum: 84,
      numberSize: 'BIG',
      powerballOddEven: 'ODD',
      powerballUnderOver: 'OVER',
    })
  })
})
