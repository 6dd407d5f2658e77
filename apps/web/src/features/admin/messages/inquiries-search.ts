import { MAX_INT } from '@pb/contract/limits'
import { searchValue, type TableSearch, tableSearchOf } from '../data-table/table-search'
import { messagePageSizes } from './page-search'

export const inquiryStatuses = ['OPEN', 'ANSWERED', 'CLOSED'] as const

export interface InquiriesSearch extends TableSearch<never> {
  /** Absent: the queue (open ones); `all` lists every status. */
  status?: (typeof inquiryStatuses)[number] | 'all' | undefined
  /** The inquiry whose thread is open. */
  open?: number | undefined
}

export function parseInquiriesSearch(raw: Record<string, unknown>): InquiriesSearch {
  return {
    ...tableSearchOf(raw, { pageSizes: messagePageSizes, sortable: [] }),
    status: searchValue.oneOf([...inquiryStatuses, 'all'] as const, raw.status),
    open: searchValue.int(raw.open, 1, MAX_INT),
  }
}
