import { everyMember } from '../../lib/every-member'
import type { BetStatus } from '../../trpc/types'

export const betStatuses = everyMember<BetStatus>()(['PLACED', 'WON', 'LOST', 'VOID'])
/** docs/product.md §2.4: 10 rows a page, with 25, 50 and 100 on offer. */
export const pageSizes = [10, 25, 50, 100] as const
export type PageSize = (typeof pageSizes)[number]

/** The bet list's filters and page, kept in the address so a reload or a shared link keeps them. */
export interface BetsSearch {
  status?: BetStatus
  startDate?: string
  endDate?: string
  page?: number
  limit?: PageSize
}

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)

export function parseBetsSearch(search: Record<string, unknown>): BetsSearch {
  const page = Number(search.page)
  return {
    status: betStatuses.find((status) => status === search.status),
    startDate: isDate(search.startDate) ? search.startDate : undefined,
    endDate: isDate(search.endDate) ? search.endDate : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    limit: pageSizes.find((size) => size === Number(search.limit)),
  }
}
