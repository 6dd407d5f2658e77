import type { SelfLimitPeriod } from '@pb/db'
import { kstDateOf } from '@pb/game'

const DAY_MS = 24 * 3600 * 1000
const KST_OFFSET_MS = 9 * 3600 * 1000

/** Where the KST period holding `at` began: midnight of its day, of its week's Monday, of its month's 1st. */
export function periodStart(period: SelfLimitPeriod, at: Date): Date {
  const [year, month, day] = kstDateOf(at).split('-').map(Number) as [number, number, number]
  let midnight = Date.UTC(year, month - 1, period === 'MONTH' ? 1 : day)
  if (period === 'WEEK') midnight -= ((new Date(midnight).getUTCDay() + 6) % 7) * DAY_MS
  return new Date(midnight - KST_OFFSET_MS)
}
