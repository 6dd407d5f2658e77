import { describe, expect, test } from 'bun:test'
import { parseResultsSearch, roundOfInput } from '../results/results-search'
import { defaultWindow, inputOf, parseStatisticsSearch, searchOf, windowOf } from './statistics-search'

describe('the statistics window in the address', () => {
  test('only the offered windows are kept; the default one leaves the address clean', () => {
    expect(parseStatisticsSearch({ rounds: '100' })).toEqual({ rounds: 100 })
    expect(parseStatisticsSearch({ days: 7 })).toEqual({ days: 7 })
    expect(parseStatisticsSearch({ rounds: '288' })).toEqual({})
    expect(parseStatisticsSearch({ rounds: '99' })).toEqual({})
    expect(parseStatisticsSearch({ days: 'x' })).toEqual({})
  })

  test('a window round-trips through the address and asks the server for exactly it', () => {
    for (const search of [{}, { rounds: 1000 }, { days: 30 }])
      expect(searchOf(windowOf(search))).toEqual(search)
    expect(windowOf({})).toBe(defaultWindow)
    expect(inputOf(windowOf({ days: 7 }))).toEqual({ days: 7 })
    expect(inputOf(windowOf({}))).toEqual({ rounds: 288 })
  })
})

describe('the results search in the address', () => {
  test('keeps a date, a positive round and a page past the first', () => {
    expect(parseResultsSearch({ date: '2025-01-02', round: '12', page: '3' })).toEqual({
      date: '2025-01-02',
      round: 12,
      page: 3,
    })
    expect(parseResultsSearch({ date: '2025-1-2', round: '0', page: '1' })).toEqual({
      date: undefined,
      round: undefined,
      page: undefined,
    })
  })

  test('a typed round is digits only', () => {
    expect(roundOfInput(' 128 ')).toBe(128)
    expect(roundOfInput('12a')).toBeNull()
    expect(roundOfInput('0')).toBeNull()
    expect(roundOfInput('')).toBeNull()
  })
})
