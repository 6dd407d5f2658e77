import { describe, expect, test } from 'bun:test'
import { type ClockMoment, clockAnnouncement } from './clock-announcement'

const open = (secondsToClose: number): ClockMoment => ({
  open: true,
  paused: false,
  todayRound: 42,
  closedTodayRound: 41,
  secondsToClose,
})

describe('clockAnnouncement', () => {
  test('reads the time left only as it passes a mark, not every second', () => {
    const said = []
    for (let left = 270; left > 0; left -= 0.25) {
      const announcement = clockAnnouncement(open(left), open(left - 0.25))
      if (announcement) said.push(announcement)
    }
    expect(said).toEqual([
      { kind: 'closesIn', unit: 'minutes', count: 3 },
      { kind: 'closesIn', unit: 'minutes', count: 2 },
      { kind: 'closesIn', unit: 'minutes', count: 1 },
      { kind: 'closesIn', unit: 'seconds', count: 30 },
      { kind: 'closesIn', unit: 'seconds', count: 10 },
    ])
  })

  test('says when betting closes, names the round, and when the next opens', () => {
    const closed = { ...open(-0.5), open: false, todayRound: 43, closedTodayRound: 42 }
    expect(clockAnnouncement(open(0.5), closed)).toEqual({ kind: 'closed', round: 42 })
    expect(clockAnnouncement(closed, { ...open(270), todayRound: 43 })).toEqual({ kind: 'opened', round: 43 })
    expect(clockAnnouncement(closed, closed)).toBeNull()
  })

  test('a pause is said once, and betting taken up again is said as an opening', () => {
    const paused = { ...open(100), open: false, paused: true }
    expect(clockAnnouncement(open(100), paused)).toEqual({ kind: 'paused' })
    expect(clockAnnouncement(paused, paused)).toBeNull()
    expect(clockAnnouncement(paused, open(99))).toEqual({ kind: 'opened', round: 42 })
    expect(clockAnnouncement(paused, { ...paused, paused: false })).toBeNull()
  })
})
