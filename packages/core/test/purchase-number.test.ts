import { describe, expect, test } from 'bun:test'
import { roundOfDay } from '@pb/game'
import { purchaseNoFor } from '../src/betting/purchase-number'

describe('purchase numbers', () => {
  const round = roundOfDay('2026-11-22', 100)

  test('carry the game date and the round of the day, then eight hex digits', () => {
    expect(purchaseNoFor(round, 1n)).toMatch(/^20261122-100-[0-9A-F]{8}$/)
  })

  test('a round of 200,000 purchases gets 200,000 different numbers, neighbours far apart', () => {
    const numbers = Array.from({ length: 200_000 }, (_, i) => purchaseNoFor(round, BigInt(i + 1)))
    expect(new Set(numbers).size).toBe(numbers.length)
    const digits = numbers.slice(0, 100).map((no) => Number.parseInt(no.slice(-8), 16))
    const close = digits.slice(1).filter((d, i) => Math.abs(d - (digits[i] ?? 0)) < 1_000)
    expect(close).toEqual([])
  })

  test('serials beyond 2³² still give eight digits', () => {
    expect(purchaseNoFor(round, 2n ** 40n + 7n)).toMatch(/^20261122-100-[0-9A-F]{8}$/)
  })
})
