import { describe, expect, test } from 'bun:test'
import { sessionStartOnThisClock, untilNextCheck } from './session-anchor'

const minutes = (n: number) => n * 60_000

describe('reality check timing', () => {
  test('the session start is placed on this clock by how long the server says it has lasted', () => {
    const check = {
      sessionStartedAt: '2026-11-24T09:00:00.000Z',
      serverTime: '2026-11-24T09:10:00.000Z',
      netResult: 0,
      intervalMinutes: 30 as const,
    }
    expect(sessionStartOnThisClock(check, 1_000_000_000)).toBe(1_000_000_000 - minutes(10))
    // A later reading of the same session (a refetch, another page) keeps the first.
    expect(sessionStartOnThisClock({ ...check, serverTime: '2026-11-24T09:40:00.000Z' }, 2_000_000_000)).toBe(
      1_000_000_000 - minutes(10),
    )
  })

  test('the next check falls on the next whole interval since the start', () => {
    expect(untilNextCheck(0, minutes(30), minutes(10))).toBe(minutes(20))
    expect(untilNextCheck(0, minutes(30), minutes(30))).toBe(minutes(30))
    expect(untilNextCheck(0, minutes(15), minutes(31))).toBe(minutes(14))
  })
})
