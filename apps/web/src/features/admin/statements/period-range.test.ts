import { describe, expect, test } from 'bun:test'
import { fullPeriod, hasEnded, mondayOf, monthEndOf, periodSoFar, recentPeriods } from './period-range'

describe('period-range', () => {
  test('a week runs Monday to Sunday', () => {
    expect(mondayOf('2025-06-08')).toBe('2025-06-02')
    expect(mondayOf('2025-06-02')).toBe('2025-06-02')
    expect(fullPeriod('WEEK', '2025-06-04')).toEqual({ start: '2025-06-02', end: '2025-06-08' })
  })

  test('a month ends on its last day, February of a leap year too', () => {
    expect(monthEndOf('2024-02-10')).toBe('2024-02-29')
    expect(monthEndOf('2025-12-31')).toBe('2025-12-31')
    expect(fullPeriod('MONTH', '2025-02-14')).toEqual({ start: '2025-02-01', end: '2025-02-28' })
  })

  test('the running period ends today, a later day reads as today', () => {
    expect(periodSoFar('MONTH', '2025-06-20', '2025-06-10')).toEqual({
      start: '2025-06-01',
      end: '2025-06-10',
    })
    expect(periodSoFar('WEEK', '2025-05-28', '2025-06-10')).toEqual({
      start: '2025-05-26',
      end: '2025-06-01',
    })
    expect(hasEnded({ start: '2025-06-01', end: '2025-06-09' }, '2025-06-10')).toBe(true)
    expect(hasEnded({ start: '2025-06-10', end: '2025-06-10' }, '2025-06-10')).toBe(false)
  })

  test('recent weeks and months, newest first across a year', () => {
    expect(recentPeriods('MONTH', '2025-02-03', 3)).toEqual(['2025-02-01', '2025-01-01', '2024-12-01'])
    expect(recentPeriods('WEEK', '2025-01-01', 2)).toEqual(['2024-12-30', '2024-12-23'])
  })
})
