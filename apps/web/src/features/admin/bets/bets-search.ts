import { listPageSizes, MAX_INT, MAX_PAGE } from '@pb/contract/limits'
import { clampPageSize } from '../data-table/page-size-range'
import { searchValue, type TableSearch } from '../data-table/table-search'

/** The admin result filter (docs/product.md §4.5): hit, miss, waiting, cancelled. */
export const betResults = ['WIN', 'LOSE', 'PENDING', 'VOID'] as const
type BetResultFilter = (typeof betResults)[number]

export interface BetsSearch extends TableSearch {
  startDate?: string | undefined
  endDate?: string | undefined
  loginId?: string | undefined
  roundNo?: number | undefined
  result?: BetResultFilter | undefined
}

function pageSizeOf(raw: unknown): number | undefined {
  const size = searchValue.int(raw, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)
  return size === undefined ? undefined : clampPageSize(size, listPageSizes.bets)
}

/** The bet history's address: page, size (an out-of-range size is held to the range) and the filters. */
export function parseBetsSearch(raw: Record<string, unknown>): BetsSearch {
  return {
    page: searchValue.int(raw.page, 1, MAX_PAGE),
    limit: pageSizeOf(raw.limit),
    startDate: searchValue.date(raw.startDate),
    endDate: searchValue.date(raw.endDate),
    loginId: searchValue.text(raw.loginId, 30),
    roundNo: searchValue.int(raw.roundNo, 1, MAX_INT),
    result: searchValue.oneOf(betResults, raw.result),
  }
}
