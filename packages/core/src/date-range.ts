import { and, gte, lt, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

const KST = '+09:00'
const DAY_MS = 24 * 3600 * 1000

/** `column` within the KST dates `startDate` … `endDate`, both inclusive; an absent end is open. */
export function kstDateRange(
  column: PgColumn,
  range: { startDate?: string | undefined; endDate?: string | undefined },
): SQL | undefined {
  const start = range.startDate ? new Date(`${range.startDate}T00:00:00${KST}`) : undefined
  const end = range.endDate
    ? new Date(new Date(`${range.endDate}T00:00:00${KST}`).getTime() + DAY_MS)
    : undefined
  return and(start ? gte(column, start) : undefined, end ? lt(column, end) : undefined)
}

/** The KST calendar date and wall-clock time of an instant, as lists show them. */
export function kstDateTimeOf(instant: Date): { date: string; time: string } {
  const local = new Date(instant.getTime() + 9 * 3600 * 1000).toISOString()
  return { date: local.slice(0, 10), time: local.slice(11, 19) }
}
