import { type TableSearch, tableSearchOf } from '../data-table/table-search'
import { requestPageSizes } from './request-page-sizes'

export type LiveQueueSearch = TableSearch<never>

/** A live queue's address: page and size (its order is fixed, oldest first). */
export function parseLiveQueueSearch(raw: Record<string, unknown>): LiveQueueSearch {
  return tableSearchOf(raw, { pageSizes: requestPageSizes, sortable: [] })
}
