import { describe, expect, test } from 'bun:test'
import { grouped } from './grouped-number'

/** What the formatters wrote before they stopped using Intl.NumberFormat (ko-KR). */
const intl = (value: number, decimals: number) =>
  new Intl.NumberFormat('ko-KR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  )

describe('grouped', () => {
  const samples = [
    0, 1, 12, 999, 1_000, 12_345, 999_999, 1_000_000, 123_456_789, 9_007_199_254_740, -1, -1_000, -1_234_567,
    0.5, 1.5, 2.5, -0.5, -2.5, 999.5, 1_999_999.5, 0.125, 2.675, 1.005, 96.45, 33.335, -12.345, 0.04, -0.04,
    1.93, 96.5,
  ]

  test('a comma every three digits, rounded half away from zero, as Intl wrote it', () => {
    for (const decimals of [0, 1, 2])
      for (const value of samples)
        expect({ value, decimals, text: grouped(value, decimals) }).toEqual({
          value,
          decimals,
          text: intl(value, decimals).replace(/^-(0(\.0+)?)$/, '$1'),
        })
  })

  test('a negative that rounds to zero has no sign', () => {
    expect(grouped(-0.4)).toBe('0')
    expect(grouped(-0.004, 2)).toBe('0.00')
  })

  test('random amounts and rates agree with Intl to the last digit', () => {
    for (let i = 0; i < 5_000; i++) {
      const value = Math.round((Math.random() - 0.3) * 10 ** Math.floor(Math.random() * 12)) + 0
      expect(grouped(value)).toBe(intl(value, 0))
      const rate = Math.round(Math.random() * 100_000) / 1000
      expect(grouped(rate, 2)).toBe(intl(rate, 2))
    }
  })
})
