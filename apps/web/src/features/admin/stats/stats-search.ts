import { MAX_INT } from '@pb/contract/limits'
import { searchValue, type TableSearch } from '../data-table/table-search'
import { statsFigures } from './stats-figures'

/** The four statistics menus (docs/product.md §2.5), one view: periods of a granularity, or one row per member. */
export type StatsView = 'daily' | 'monthly' | 'yearly' | 'member'

/** Each view's address segment (`/admin/stats/members` is the per-member view). */
export const statsViewOfSegment = {
  daily: 'daily',
  monthly: 'monthly',
  yearly: 'yearly',
  members: 'member',
} as const satisfies Record<string, StatsView>

export function isStatsSegment(segment: string): segment is keyof typeof statsViewOfSegment {
  return Object.hasOwn(statsViewOfSegment, segment)
}

/** Every figure of the per-member table sorts (on the page: the server answers every member at once). */
export const memberStatsSorts = statsFigures
export type MemberStatsSort = (typeof memberStatsSorts)[number]

export interface StatsSearch extends Pick<TableSearch<MemberStatsSort>, 'sort' | 'order'> {
  start?: string | undefined
  end?: string | undefined
  userId?: number | undefined
}

/** A statistics view's address: the KST range (absent: the view's default), one member, the sort. */
export function parseStatsSearch(raw: Record<string, unknown>): StatsSearch {
  return {
    start: searchValue.date(raw.start),
    end: searchValue.date(raw.end),
    userId: searchValue.int(raw.userId, 1, MAX_INT),
    sort: searchValue.oneOf(memberStatsSorts, raw.sort),
    order: searchValue.order(raw.order),
  }
}

/**
 * The range a view shows when the address names none, ending today (KST): daily and per member from
 * the first of this month (docs/product.md §2.5), monthly from January of this year, yearly the last five years.
 */
export function defaultStart(view: StatsView, today: string): string {
  const year = Number(today.slice(0, 4))
  if (view === 'monthly') return `${year}-01-01`
  if (view === 'yearly') return `${year - 4}-01-01`
  return `${today.slice(0, 7)}-01`
}
