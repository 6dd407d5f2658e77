import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { randomBytes } from 'node:crypto'
import { type Database, settings } from '@pb/db'
import { createTestDb } from '@pb/db/testing'
import { roundOfDay } from '@pb/game'
import { eq } from 'drizzle-orm'
import { permute32, purchaseNoFor, purchaseNumberKey } from '../src/betting/purchase-number'

const digitsOf = (purchaseNo: string) => Number.parseInt(purchaseNo.slice(-8), 16)

describe('purchase numbers', () => {
  const round = roundOfDay('2026-11-22', 100)
  const key = randomBytes(32)

  test('carry the game date and the round of the day, then eight hex digits', () => {
    expect(purchaseNoFor(round, 1n, key)).toMatch(/^20261122-100-[0-9A-F]{8}$/)
  })

  test('a round of 200,000 purchases gets 200,000 different numbers, neighbours far apart', () => {
    const numbers = Array.from({ length: 200_000 }, (_, i) => purchaseNoFor(round, BigInt(i + 1), key))
    expect(new Set(numbers).size).toBe(numbers.length)
    const digits = numbers.slice(0, 100).map(digitsOf)
    const close = digits.slice(1).filter((d, i) => Math.abs(d - (digits[i] ?? 0)) < 1_000)
    expect(close).toEqual([])
  })

  test('the permutation never maps two serials to one number (two full blocks of the low half)', () => {
    // Each left half meets every right half: a sample spanning both halves of the Feistel split.
    const seen = new Set<number>()
    for (let left = 0; left < 2; left++)
      for (let right = 0; right < 0x10000; right++) seen.add(permute32(left * 0x10000 + right, key))
    expect(seen.size).toBe(2 * 0x10000)
  })

  test('another key, another order: the count is not read from a number without the key', () => {
    const other = randomBytes(32)
    const serials = [1n, 2n, 1_000n, 123_456n]
    const mine = serials.map((serial) => purchaseNoFor(round, serial, key))
    const theirs = serials.map((serial) => purchaseNoFor(round, serial, other))
    expect(mine.filter((no, i) => no === theirs[i])).toEqual([])
    // The former scheme, serial × 0x9E3779B1 mod 2³², is undone by the multiplier's inverse.
    const inverse = 0xe8b2f51n
    const recovered = mine.map((no) => (BigInt(digitsOf(no)) * inverse) & 0xffffffffn)
    expect(recovered.filter((serial, i) => serial === serials[i])).toEqual([])
    expect((((0x9e3779b1n * 7n) & 0xffffffffn) * inverse) & 0xffffffffn).toBe(7n)
  })

  test('serials beyond 2³² still give eight digits', () => {
    expect(purchaseNoFor(round, 2n ** 40n + 7n, key)).toMatch(/^20261122-100-[0-9A-F]{8}$/)
  })
})

describe('the permutation key', () => {
  let first: Database
  let second: Database
  beforeAll(async () => {
    first = await createTestDb()
    second = await createTestDb()
  }, 60_000)
  afterAll(async () => {
    await first.close()
    await second.close()
  })

  test('is made once per installation, kept, and differs between installations', async () => {
    const [a, again] = await Promise.all([purchaseNumberKey(first.db), purchaseNumberKey(first.db)])
    expect(a).toMatch(/^[0-9a-f]{64}$/)
    expect(again).toBe(a)
    expect(await purchaseNumberKey(first.db)).toBe(a)
    expect(await purchaseNumberKey(second.db)).not.toBe(a)
    const [kept] = await first.db.select().from(settings).where(eq(settings.key, 'purchaseNumberKey'))
    expect(kept?.value).toBe(a)
  })
})
