/** What the clock has to say to a screen reader, as its state moves (see GameAnnouncer). */
export interface ClockMoment {
  open: boolean
  paused: boolean
  /** The round on the board, as numbered today. */
  todayRound: number
  /** The round whose betting has just closed, as numbered today. */
  closedTodayRound: number
  secondsToClose: number
}

export type ClockAnnouncement =
  | { kind: 'closesIn'; unit: 'minutes' | 'seconds'; count: number }
  | { kind: 'closed'; round: number }
  | { kind: 'paused' }
  | { kind: 'opened'; round: number }

/** Seconds before betting closes at which the time left is read out: a few, never every second. */
const closingMarks = [180, 120, 60, 30, 10] as const

/**
 * The announcement due between two readings of the clock, or null: betting opening, closing or
 * pausing, and the time left as it passes one of `closingMarks`.
 */
export function clockAnnouncement(before: ClockMoment, now: ClockMoment): ClockAnnouncement | null {
  if (now.paused) return before.paused ? null : { kind: 'paused' }
  if (before.paused) return now.open ? { kind: 'opened', round: now.todayRound } : null
  if (before.open && !now.open) return { kind: 'closed', round: now.closedTodayRound }
  if (!before.open && now.open) return { kind: 'opened', round: now.todayRound }
  if (!now.open) return null
  const passed = closingMarks.find((mark) => before.secondsToClose > mark && now.secondsToClose <= mark)
  if (passed === undefined) return null
  return passed >= 60
    ? { kind: 'closesIn', unit: 'minutes', count: passed / 60 }
    : { kind: 'closesIn', unit: 'seconds', count: passed }
}
