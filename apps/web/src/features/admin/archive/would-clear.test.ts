import { describe, expect, test } from 'bun:test'
import { wouldClearOf } from './would-clear'

const counts = { betItems: 3, bets: 2, ledgers: 9, topups: 1, withdrawals: 0, pointConversions: 4 }

describe('wouldClearOf', () => {
  test('reads the counts of a CONFIRMATION_REQUIRED answer', () => {
    expect(
      wouldClearOf({ data: { domainCode: 'CONFIRMATION_REQUIRED', details: { wouldClear: counts } } }),
    ).toEqual(counts)
  })

  test('a missing count reads as 0', () => {
    expect(
      wouldClearOf({ data: { domainCode: 'CONFIRMATION_REQUIRED', details: { wouldClear: { bets: 2 } } } }),
    ).toEqual({ betItems: 0, bets: 2, ledgers: 0, topups: 0, withdrawals: 0, pointConversions: 0 })
  })

  test('any other error is not a preview', () => {
    expect(
      wouldClearOf({ data: { domainCode: 'FORBIDDEN', details: { wouldClear: counts } } }),
    ).toBeUndefined()
    expect(wouldClearOf({ data: { domainCode: 'CONFIRMATION_REQUIRED' } })).toBeUndefined()
    expect(wouldClearOf({ data: null })).toBeUndefined()
  })
})
