import { MAX_PAGE } from '@pb/contract/limits'
import type { SortingState } from '@tanstack/react-table'

/**
 * A console table's state as it lives in the address (so a filtered view can be bookmarked): the
 * page, its size and the sort; each view adds its own filters beside these.
 */
export interface TableSearch<Sort extends string = string> {
  page?: number
  limit?: number
  sort?: Sort
  order?: 'asc' | 'desc'
}

/** TanStack Table's sorting state from the address. */
export function sortingOf(search: TableSearch): SortingState {
  return search.sort ? [{ id: search.sort, desc: search.order !== 'asc' }] : []
}

/** The address's sort from TanStack Table's sorting state (one column at a time). */
export function sortOf<Sort extends string>(
  sorting: SortingState,
  sortable: readonly Sort[],
): Pick<TableSearch<Sort>, 'sort' | 'order'> {
  const [first] = sorting
  const sort = sortable.find((candidate) => candidate === first?.id)
  return sort ? { sort, order: first?.desc ? 'desc' : 'asc' } : { sort: undefined, order: undefined }
}

/** Readers of raw address values: anything malformed reads as absent, never as an error page. */
export const searchValue = {
  int(raw: unknown, min: number, max: number): number | undefined {
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN
    return Number.isInteger(value) && value >= min && value <= max ? value : undefined
  },
  oneOf<T extends string | number>(values: readonly T[], raw: unknown): T | undefined {
    return values.find((value) => value === raw || String(value) === raw)
  },
  date(raw: unknown): string | undefined {
    return typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined
  },
  text(raw: unknown, max = 50): string | undefined {
    if (typeof raw !== 'string' && typeof raw !== 'number') return undefined
    const text = String(raw).trim().slice(0, max)
    return text === '' ? undefined : text
  },
  order(raw: unknown): 'asc' | 'desc' | undefined {
    return raw === 'asc' || raw === 'desc' ? raw : undefined
  },
}

/** Page, size and sort read from the address, for a view's `validateSearch`. */
export function tableSearchOf<Sort extends string>(
  raw: Record<string, unknown>,
  options: { pageSizes: readonly number[]; sortable: readonly Sort[] },
): TableSearch<Sort> {
  return {
    page: searchValue.int(raw.page, 1, MAX_PAGE),
    limit: searchValue.oneOf(options.pageSizes, raw.limit),
    sort: searchValue.oneOf(options.sortable, raw.sort),
    order: searchValue.order(raw.order),
  }
}
