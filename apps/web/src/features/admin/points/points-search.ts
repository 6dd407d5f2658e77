import { listPageSizes, MAX_INT } from '@pb/contract/limits'
import { searchValue, type TableSearch, tableSearchOf } from '../data-table/table-search'

/** docs/product.md §5.9: point history shows 20 rows by default. */
export const pointPageSizes = [listPageSizes.points.fallback, 50, 100] as const
const pointSorts = [] as const
/** The type filter of GET /admin/points (docs/product.md §4.6). */
export const pointTypeFilters = ['EARN', 'CONVERT', 'ADJUST'] as const

type PointTypeFilter = (typeof pointTypeFilters)[number]

export interface PointsSearch extends TableSearch<(typeof pointSorts)[number]> {
  type?: PointTypeFilter | undefined
  startDate?: string | undefined
  endDate?: string | undefined
  userId?: number | undefined
}

/** The point history's address: page, size and the filters the server takes. */
export function parsePointsSearch(raw: Record<string, unknown>): PointsSearch {
  return {
    ...tableSearchOf(raw, { pageSizes: pointPageSizes, sortable: pointSorts }),
    type: searchValue.oneOf(pointTypeFilters, raw.type),
    startDate: searchValue.date(raw.startDate),
    endDate: searchValue.date(raw.endDate),
    userId: searchValue.int(raw.userId, 1, MAX_INT),
  }
}
