import { describe, expect, test } from 'bun:test'
import {
  crossesHouseEdge,
  findSelection,
  highestPointRateTenths,
  highestRollingRateTenths,
  returnWithPoints,
  type Selection,
  selections,
  stakeShareLeftTenths,
  winProbability,
} from '@pb/game'

const defaults = (code: string) => findSelection(code)?.defaultOdds ?? 0
const pbOdd = findSelection('PB_ODD') as Selection
const pointsOnly = (pointRateTenths: number) => ({ pointRateTenths, rollingRateTenths: 0 })

describe('a house edge no setting can cross', () => {
  test('at the default odds and a 1 % minimum edge, a member may earn at most 2.5 % in points', () => {
    expect(highestPointRateTenths(defaults, 10, 0)).toBe(25)
    expect(crossesHouseEdge(defaults, pointsOnly(25), 10)).toBeUndefined()
    // 96.5 % in payouts on an even chance plus 2.6 % in points is 99.1 %: the even chances cross first.
    expect(crossesHouseEdge(defaults, pointsOnly(26), 10)?.code).toBe('PB_ODD')
    expect(returnWithPoints(pbOdd, 193, 25)).toBeCloseTo(0.99, 12)
  })

  test('the limit is the tightest selection, computed exactly for every one', () => {
    for (const edge of [0, 10, 25, 50]) {
      const highest = highestPointRateTenths(defaults, edge, 0)
      // Recomputed here from the probabilities, with a margin for the float.
      const expected = Math.min(
        100,
        ...selections.map((s) => Math.floor(1000 - edge - winProbability(s) * s.defaultOdds * 10 + 1e-9)),
      )
      expect(highest).toBe(expected)
      if (highest >= 0) expect(crossesHouseEdge(defaults, pointsOnly(highest), edge)).toBeUndefined()
      expect(crossesHouseEdge(defaults, pointsOnly(highest + 1), edge)).toBeDefined()
    }
  })

  test('odds above 1 − edge on their own leave no point rate at all', () => {
    const generous = (code: string) => (code === 'PB_EVEN' ? 200 : defaults(code))
    expect(highestPointRateTenths(generous, 10, 0)).toBe(-10)
    expect(crossesHouseEdge(generous, pointsOnly(0), 10)?.code).toBe('PB_EVEN')
  })
})

describe('rolling commission shares the edge with points', () => {
  test('2.5 % in points and 2 % rolling on an even chance pay 101 %: the reported break is caught', () => {
    // Both sides at 1.93 pay 96.5 %; points 2.5 % and HQ's rolling 2 % (the whole waterfall) make 101 %.
    expect(crossesHouseEdge(defaults, { pointRateTenths: 25, rollingRateTenths: 20 }, 10)?.code).toBe(
      'PB_ODD',
    )
    expect(crossesHouseEdge(defaults, { pointRateTenths: 5, rollingRateTenths: 20 }, 10)).toBeUndefined()
    expect(crossesHouseEdge(defaults, { pointRateTenths: 6, rollingRateTenths: 20 }, 10)?.code).toBe('PB_ODD')
  })

  test('what points leave is what rolling may take, and the other way round', () => {
    expect(stakeShareLeftTenths(defaults, 10)).toBe(25)
    expect(highestRollingRateTenths(defaults, 10, 25)).toBe(0)
    expect(highestRollingRateTenths(defaults, 10, 13)).toBe(12)
    expect(highestPointRateTenths(defaults, 10, 12)).toBe(13)
    expect(highestPointRateTenths(defaults, 10, 20)).toBe(5)
    // Points and rolling are one share of the stake: any split of the same sum crosses alike.
    for (let rolling = 0; rolling <= 25; rolling++) {
      const points = highestPointRateTenths(defaults, 10, rolling)
      expect(points + rolling).toBe(25)
      expect(
        crossesHouseEdge(defaults, { pointRateTenths: points, rollingRateTenths: rolling }, 10),
      ).toBeUndefined()
      expect(
        crossesHouseEdge(defaults, { pointRateTenths: points, rollingRateTenths: rolling + 1 }, 10),
      ).toBeDefined()
    }
  })

  test('a rolling rate above what the odds leave leaves no point rate, however low the edge', () => {
    expect(highestPointRateTenths(defaults, 0, 40)).toBe(-5)
    expect(highestRollingRateTenths(defaults, 50, 0)).toBe(-15)
    // A low house: the 10 % cap holds for points, while rolling (capped by the root's 5 %) is not capped here.
    const low = (code: string) => Math.floor(defaults(code) / 2)
    expect(highestPointRateTenths(low, 10, 20)).toBe(100)
    expect(highestRollingRateTenths(low, 10, 0)).toBeGreaterThan(100)
  })
})
