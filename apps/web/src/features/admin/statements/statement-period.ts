import { type DayRange, monthStartOf, periodSoFar } from './period-range'
import type { PeriodKind, StatementsSearch } from './statements-search'

export type StatementPeriod = DayRange & { period: PeriodKind }

/**
 * The period the address names, else this month so far. A day, week or month is read from its
 * start (the running one ends today); a range of one's own is taken as typed, earlier day first.
 */
export function periodOf(search: StatementsSearch, today: string): StatementPeriod {
  const period = search.period ?? 'MONTH'
  if (period !== 'CUSTOM') return { period, ...periodSoFar(period, search.start ?? today, today) }
  const start = search.start ?? monthStartOf(today)
  const end = search.end ?? today
  return start <= end ? { period, start, end } : { period, start: end, end: start }
}
