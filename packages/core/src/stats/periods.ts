import { kstDateTimeOf } from '../date-range'
import { refusal } from '../errors'
import type { Granularity } from './schemas'

const DAY_MS = 24 * 3600 * 1000
/** More rows than any statistics screen shows; a longer range is refused, not computed. */
const MAX_PERIODS = 1_000

/** KST days `from` … `to` (both inclusive) and the instants that bound them, `end` exclusive. */
export interface KstRange {
  from: string
  to: string
  start: Date
  end: Date
}

export function kstRangeOf(from: string, to: string): KstRange {
  if (from > to) throw refusal('VALIDATION', 'periodReversed')
  return {
    from,
    to,
    start: new Date(`${from}T00:00:00+09:00`),
    end: new Date(new Date(`${to}T00:00:00+09:00`).getTime() + DAY_MS),
  }
}

/** Today's KST date. */
export const kstToday = (now: Date) => kstDateTimeOf(now).date

/**
 * The labels of every period the range touches, oldest first; the first and last periods count only
 * the days inside the range.
 */
export function periodLabels(granularity: Granularity, range: KstRange): string[] {
  const [fromYear, fromMonth] = range.from.split('-').map(Number) as [number, number]
  const [toYear, toMonth] = range.to.split('-').map(Number) as [number, number]
  const count = {
    daily: (range.end.getTime() - range.start.getTime()) / DAY_MS,
    monthly: (toYear - fromYear) * 12 + toMonth - fromMonth + 1,
    yearly: toYear - fromYear + 1,
  }[granularity]
  if (count > MAX_PERIODS) {
    throw refusal(
      'VALIDATION',
      'periodTooLong',
      { maxPeriods: MAX_PERIODS },
      { maxPeriods: MAX_PERIODS.toLocaleString('ko-KR') },
    )
  }
  return Array.from({ length: count }, (_, k) => {
    if (granularity === 'daily') return kstToday(new Date(range.start.getTime() + k * DAY_MS))
    if (granularity === 'yearly') return String(fromYear + k)
    const month = fromMonth - 1 + k
    return `${fromYear + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`
  })
}

/** The period a KST day ('YYYY-MM-DD') belongs to. */
const periodOfDay = (granularity: Granularity, day: string) =>
  day.slice(0, { daily: 10, monthly: 7, yearly: 4 }[granularity])

/** The instant a period label starts at (KST). */
export function periodStart(label: string): Date {
  const [year, month = '01', day = '01'] = label.split('-')
  return new Date(`${year}-${month}-${day}T00:00:00+09:00`)
}

/** Sums by day, added up by the period each day belongs to. */
export function byPeriod<Field extends string>(
  granularity: Granularity,
  days: Map<string, Record<Field, number>>,
): Map<string, Record<Field, number>> {
  const periods = new Map<string, Record<Field, number>>()
  for (const [day, sums] of days) {
    const label = periodOfDay(granularity, day)
    const total = periods.get(label) ?? ({} as Record<Field, number>)
    for (const [field, value] of Object.entries(sums) as [Field, number][]) {
      total[field] = (total[field] ?? 0) + value
    }
    periods.set(label, total)
  }
  return periods
}
