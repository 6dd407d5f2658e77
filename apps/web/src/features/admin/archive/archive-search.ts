import { MAX_INT } from '@pb/contract/limits'
import { searchValue, type TableSearch, tableSearchOf } from '../data-table/table-search'

/** The archive's views: the settlements made, then the archived rows of each kind of history. */
export const archiveViews = ['settlements', 'bets', 'money', 'points', 'transactions'] as const
export type ArchiveView = (typeof archiveViews)[number]

/** 50 rows by default; the server takes at most 200. */
export const archivePageSizes = [50, 100, 200] as const
const archiveSorts = [] as const

export interface ArchiveSearch extends TableSearch<(typeof archiveSorts)[number]> {
  view?: ArchiveView | undefined
  userId?: number | undefined
  /** KST dates of the archived rows; the settlement list has none. */
  startDate?: string | undefined
  endDate?: string | undefined
}

export type ArchiveFilters = Pick<ArchiveSearch, 'userId' | 'startDate' | 'endDate'>

export function parseArchiveSearch(raw: Record<string, unknown>): ArchiveSearch {
  return {
    ...tableSearchOf(raw, { pageSizes: archivePageSizes, sortable: archiveSorts }),
    view: searchValue.oneOf(archiveViews, raw.view),
    userId: searchValue.int(raw.userId, 1, MAX_INT),
    startDate: searchValue.date(raw.startDate),
    endDate: searchValue.date(raw.endDate),
  }
}
