import { searchValue, type TableSearch, tableSearchOf } from '../data-table/table-search'

export const noticePageSizes = [20, 50, 100] as const
export const noticeSorts = ['createdAt', 'updatedAt', 'publishFrom', 'title'] as const
export const noticeStatuses = ['DRAFT', 'PUBLISHED'] as const

export interface NoticesSearch extends TableSearch<(typeof noticeSorts)[number]> {
  status?: (typeof noticeStatuses)[number] | undefined
  q?: string | undefined
}

/** The notice list's address: page, size, sort and the filters the server takes. */
export function parseNoticesSearch(raw: Record<string, unknown>): NoticesSearch {
  return {
    ...tableSearchOf(raw, { pageSizes: noticePageSizes, sortable: noticeSorts }),
    status: searchValue.oneOf(noticeStatuses, raw.status),
    q: searchValue.text(raw.q, 100),
  }
}
