import { MAX_INT } from '@pb/contract/limits'
import { searchValue } from '../data-table/table-search'

/** Kept apart from the date arithmetic: the route reads the address before its chunk loads. */
export const periodKinds = ['DAY', 'WEEK', 'MONTH', 'CUSTOM'] as const
export type PeriodKind = (typeof periodKinds)[number]

/** The statement on screen: whose (absent: the caller's own branch) and over which KST days. */
export interface StatementsSearch {
  orgId?: number | undefined
  period?: PeriodKind | undefined
  start?: string | undefined
  end?: string | undefined
}

export function parseStatementsSearch(raw: Record<string, unknown>): StatementsSearch {
  return {
    orgId: searchValue.int(raw.orgId, 1, MAX_INT),
    period: searchValue.oneOf(periodKinds, raw.period),
    start: searchValue.date(raw.start),
    end: searchValue.date(raw.end),
  }
}
