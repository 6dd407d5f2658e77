import type { PeriodKind } from './statements-search'

/*
 * Calendar arithmetic on KST days ('YYYY-MM-DD'). The days are plain dates, so they are computed in
 * UTC, where no offset or daylight saving can shift them.
 */

const DAY_MS = 86_400_000

/** The periods a commission close accepts: one day, a Monday–Sunday week, a calendar month. */
export type ClosingKind = Exclude<PeriodKind, 'CUSTOM'>

// A type, not an interface: it is passed as i18next's interpolation values, which need an index signature.
export type DayRange = {
  start: string
  end: string
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

export const nextDay = (day: string) => addDays(day, 1)

/** 1 for Monday … 7 for Sunday. */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7

export const mondayOf = (day: string) => addDays(day, 1 - weekdayOf(day))

export const monthStartOf = (day: string) => `${day.slice(0, 7)}-01`

export function monthEndOf(day: string): string {
  const next = new Date(`${monthStartOf(day)}T00:00:00Z`)
  next.setUTCMonth(next.getUTCMonth() + 1)
  return addDays(next.toISOString().slice(0, 10), -1)
}

const earlier = (a: string, b: string) => (a < b ? a : b)

/** The whole day, week or month holding `day`. */
export function fullPeriod(kind: ClosingKind, day: string): DayRange {
  if (kind === 'DAY') return { start: day, end: day }
  if (kind === 'WEEK') return { start: mondayOf(day), end: addDays(mondayOf(day), 6) }
  return { start: monthStartOf(day), end: monthEndOf(day) }
}

/** The period holding `day` as far as it has gone: the one still running ends today. */
export function periodSoFar(kind: ClosingKind, day: string, today: string): DayRange {
  const period = fullPeriod(kind, earlier(day, today))
  return { start: period.start, end: earlier(period.end, today) }
}

/** Only a period wholly before today can be closed. */
export const hasEnded = (range: DayRange, today: string) => range.end < today

/** The first day of each of the last `count` weeks or months, newest first (the running one included). */
export function recentPeriods(kind: 'WEEK' | 'MONTH', today: string, count: number): string[] {
  const starts = [fullPeriod(kind, today).start]
  while (starts.length < count) {
    const previous = addDays(starts.at(-1) as string, -1)
    starts.push(fullPeriod(kind, previous).start)
  }
  return starts
}
