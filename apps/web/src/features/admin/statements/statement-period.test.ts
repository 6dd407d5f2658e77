import { describe, expect, test } from 'bun:test'
import { periodOf } from './statement-period'

const today = '2026-11-27'

describe('periodOf', () => {
  test('without an address: this month so far', () => {
    expect(periodOf({}, today)).toEqual({ period: 'MONTH', start: '2026-11-01', end: today })
  })

  test('a past week or month whole, a day as it is', () => {
    expect(periodOf({ period: 'WEEK', start: '2026-11-18' }, today)).toEqual({
      period: 'WEEK',
      start: '2026-11-16',
      end: '2026-11-22',
    })
    expect(periodOf({ period: 'MONTH', start: '2026-10-01', end: '2026-10-05' }, today)).toEqual({
      period: 'MONTH',
      start: '2026-10-01',
      end: '2026-10-31',
    })
    expect(periodOf({ period: 'DAY', start: '2026-11-02' }, today)).toEqual({
      period: 'DAY',
      start: '2026-11-02',
      end: '2026-11-02',
    })
  })

  test('a range of one’s own, earlier day first', () => {
    expect(periodOf({ period: 'CUSTOM', start: '2026-11-20', end: '2026-11-03' }, today)).toEqual({
      period: 'CUSTOM',
      start: '2026-11-03',
      end: '2026-11-20',
    })
  })
})
