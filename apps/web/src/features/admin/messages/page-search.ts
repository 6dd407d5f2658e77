import { type TableSearch, tableSearchOf } from '../data-table/table-search'

export const messagePageSizes = [20, 50, 100] as const

export type PageSearch = TableSearch<never>

/** A list's address that holds only its page and size. */
export function parsePageSearch(raw: Record<string, unknown>): PageSearch {
  return tableSearchOf(raw, { pageSizes: messagePageSizes, sortable: [] })
}
