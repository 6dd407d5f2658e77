import { describe, expect, test } from 'bun:test'
import {
  bettingWindow,
  clockAt,
  displayRound,
  drawAt,
  gameDate,
  isBettingOpen,
  kstDateOf,
  kstDateTimeOf,
  roundOfDay,
  roundRunningAt,
  todayRound,
} from '@pb/game'

const kst = (local: string) => new Date(`${local}+09:00`)

describe('game clock', () => {
  test('round 1 is drawn at 2020-01-01 00:05 KST', () => {
    expect(drawAt(1).toISOString()).toBe(kst('2020-01-01T00:05:00').toISOString())
    expect(drawAt(288).toISOString()).toBe(kst('2020-01-02T00:00:00').toISOString())
  })

  test('00:05 is round 1 of its day and 00:00 is round 288 of the previous day', () => {
    const first = roundOfDay('2026-11-22', 1)
    expect(drawAt(first).toISOString()).toBe(kst('2026-11-22T00:05:00').toISOString())
    expect(todayRound(first)).toBe(1)
    expect(gameDate(first)).toBe('2026-11-22')
    const midnight = first - 1
    expect(drawAt(midnight).toISOString()).toBe(kst('2026-11-22T00:00:00').toISOString())
    expect(todayRound(midnight)).toBe(288)
    expect(gameDate(midnight)).toBe('2026-11-21')
  })

  test('every round of a day maps back to that day and its index', () => {
    for (let k = 1; k <= 288; k++) {
      const round = roundOfDay('2026-03-01', k)
      expect(todayRound(round)).toBe(k)
      expect(gameDate(round)).toBe('2026-03-01')
    }
  })

  test('month and year roll-over', () => {
    const lastOfFebruary = roundOfDay('2028-02-29', 288)
    expect(gameDate(lastOfFebruary)).toBe('2028-02-29')
    expect(gameDate(lastOfFebruary + 1)).toBe('2028-03-01')
    const lastOfYear = roundOfDay('2026-12-31', 288)
    expect(drawAt(lastOfYear).toISOString()).toBe(kst('2027-01-01T00:00:00').toISOString())
    expect(gameDate(lastOfYear)).toBe('2026-12-31')
    expect(gameDate(lastOfYear + 1)).toBe('2027-01-01')
    expect(todayRound(lastOfYear + 1)).toBe(1)
  })

  test('the running round is the one whose cycle contains the instant', () => {
    const round = roundOfDay('2026-11-22', 10)
    const draw = drawAt(round).getTime()
    expect(roundRunningAt(new Date(draw - 300_000))).toBe(round)
    expect(roundRunningAt(new Date(draw - 1))).toBe(round)
    expect(roundRunningAt(new Date(draw))).toBe(round + 1)
  })

  test('betting is open from 30 s into the cycle until 30 s before the draw (exclusive)', () => {
    const round = roundOfDay('2026-11-22', 100)
    const draw = drawAt(round).getTime()
    const at = (ms: number) => isBettingOpen(round, new Date(draw + ms))
    expect(at(-270_001)).toBe(false)
    expect(at(-270_000)).toBe(true)
    expect(at(-30_001)).toBe(true)
    expect(at(-30_000)).toBe(false)
    expect(at(0)).toBe(false)
    expect(bettingWindow(round).closesAt.getTime()).toBe(draw - 30_000)
  })

  test('clockAt reports the round being bet on and the phase', () => {
    const round = roundOfDay('2026-11-22', 1)
    expect(clockAt(new Date(drawAt(round).getTime() - 100_000))).toMatchObject({
      round,
      todayRound: 1,
      phase: 'OPEN',
    })
    expect(clockAt(new Date(drawAt(round).getTime() - 10_000))).toMatchObject({ round, phase: 'CLOSED' })
    expect(clockAt(new Date(drawAt(round).getTime() + 10_000))).toMatchObject({
      round: round + 1,
      todayRound: 2,
      phase: 'CLOSED',
    })
  })

  test('the displayed round wraps modulo 288', () => {
    expect(displayRound(288, 1)).toBe(1)
    expect(displayRound(287, 1)).toBe(288)
    expect(displayRound(5)).toBe(5)
    expect(kstDateOf(kst('2026-11-22T23:59:59'))).toBe('2026-11-22')
  })

  test('an instant in KST to the second, whatever the zone it is given in', () => {
    expect(kstDateTimeOf(kst('2026-11-22T23:59:59'))).toBe('2026-11-22 23:59:59')
    expect(kstDateTimeOf(new Date('2026-11-22T15:00:00.999Z'))).toBe('2026-11-23 00:00:00')
    const seoul = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Seoul',
      dateStyle: 'short',
      timeStyle: 'medium',
    })
    for (let i = 0; i < 500; i++) {
      const instant = new Date(Date.UTC(2020, 0, 1) + Math.floor(Math.random() * 20 * 365 * 86_400_000))
      expect(kstDateTimeOf(instant)).toBe(seoul.format(instant))
    }
  })
})
