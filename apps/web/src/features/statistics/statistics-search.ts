import type { StatisticsInput } from '../../trpc/types'

/** The windows a member chooses from: the last 100, 288 or 1,000 drawn rounds, or 7 or 30 days. */
export const statisticsWindows = [
  { rounds: 100 },
  { rounds: 288 },
  { rounds: 1_000 },
  { days: 7 },
  { days: 30 },
] as const
export type StatisticsWindow = (typeof statisticsWindows)[number]

/** One game day's rounds: what a board reads best. */
export const defaultWindow: StatisticsWindow = statisticsWindows[1]

/** The window in the address (`?rounds=288`, `?days=7`), so a link or a reload keeps it. */
export interface StatisticsSearch {
  rounds?: number
  days?: number
}

const windowOfSearch = (search: StatisticsSearch): StatisticsWindow | undefined =>
  statisticsWindows.find((window) =>
    'rounds' in window ? window.rounds === search.rounds : window.days === search.days,
  )

export function parseStatisticsSearch(given: object): StatisticsSearch {
  const search = given as Record<string, unknown>
  const found = windowOfSearch({ rounds: Number(search.rounds), days: Number(search.days) })
  if (!found || found === defaultWindow) return {}
  return 'rounds' in found ? { rounds: found.rounds } : { days: found.days }
}

export const windowOf = (search: StatisticsSearch): StatisticsWindow =>
  windowOfSearch(search) ?? defaultWindow

export function searchOf(window: StatisticsWindow): StatisticsSearch {
  if (window === defaultWindow) return {}
  return 'rounds' in window ? { rounds: window.rounds } : { days: window.days }
}

export const inputOf = (window: StatisticsWindow): StatisticsInput =>
  'rounds' in window ? { rounds: window.rounds } : { days: window.days }
