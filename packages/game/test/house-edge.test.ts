import { describe, expect, test } from 'bun:test'
import {
  crossesHouseEdge,
  findSelection,
  highestPointRateTenths,
  returnWithPoints,
  type Selection,
  selections,
  winProbability,
} from '@pb/game'

const defaults = (code: string) => findSelection(code)?.defaultOdds ?? 0
const pbOdd = findSelection('PB_ODD') as Selection

describe('a house edge no setting can cross', () => {
  test('at the default odds and a 1 % minimum edge, a member may earn at most 2.5 % in points', () => {
    expect(highestPointRateTenths(defaults, 10)).toBe(25)
    expect(crossesHouseEdge(defaults, 25, 10)).toBeUndefined()
    // 96.5 % in payouts on an even chance plus 2.6 % in points is 99.1 %: the even chances cross first.
    expect(crossesHouseEdge(defaults, 26, 10)?.code).toBe('PB_ODD')
    expect(returnWithPoints(pbOdd, 193, 25)).toBeCloseTo(0.99, 12)
  })

  test('the limit is the tightest selection, computed exactly for every one', () => {
    for (const edge of [0, 10, 25, 50]) {
      const highest = highestPointRateTenths(defaults, edge)
      // Recomputed here from the probabilities, with a margin for the float.
      const expected = Math.min(
        100,
        ...selections.map((s) => Math.floor(1000 - edge - winProbability(s) * s.defaultOdds * 10 + 1e-9)),
      )
      expect(highest).toBe(expected)
      if (highest >= 0) expect(crossesHouseEdge(defaults, highest, edge)).toBeUndefined()
      expect(crossesHouseEdge(defaults, highest + 1, edge)).toBeDefined()
    }
  })

  test('odds above 1 − edge on their own leave no point rate at all', () => {
    const generous = (code: string) => (code === 'PB_EVEN' ? 200 : defaults(code))
    expect(highestPointRateTenths(generous, 10)).toBe(-10)
    expect(crossesHouseEdge(generous, 0, 10)?.code).toBe('PB_EVEN')
  })
})
