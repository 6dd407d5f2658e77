import { searchValue, type TableSearch, tableSearchOf } from '../data-table/table-search'
import { requestPageSizes } from './request-page-sizes'

export const requestStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const
type RequestStatusFilter = (typeof requestStatuses)[number]

/** The history sorts by request time only (the server's `order`). */
export const historySorts = ['requestedAt'] as const

export interface RequestHistorySearch extends TableSearch<(typeof historySorts)[number]> {
  status?: RequestStatusFilter
  startDate?: string
  endDate?: string
}

/** A history's address: status (absent = all), KST dates, page, size and order. */
export function parseRequestHistorySearch(raw: Record<string, unknown>): RequestHistorySearch {
  return {
    ...tableSearchOf(raw, { pageSizes: requestPageSizes, sortable: historySorts }),
    status: searchValue.oneOf(requestStatuses, raw.status),
    startDate: searchValue.date(raw.startDate),
    endDate: searchValue.date(raw.endDate),
  }
}
