import { listPageSizes, MAX_INT } from '@pb/contract/limits'
import type { AuditAction } from '../admin-types'
import { searchValue, type TableSearch, tableSearchOf } from '../data-table/table-search'
import { auditActions } from './audit-actions'

/** From the server's default up to its largest page. */
export const auditPageSizes = [listPageSizes.audit.fallback, 100, listPageSizes.audit.max] as const
const auditSorts = [] as const

export interface AuditSearch extends TableSearch<(typeof auditSorts)[number]> {
  actorLoginId?: string | undefined
  targetUserId?: number | undefined
  action?: AuditAction | undefined
  startDate?: string | undefined
  endDate?: string | undefined
}

export type AuditFilters = Omit<AuditSearch, keyof TableSearch>

/** The audit log's address: page, size and the filters the server takes. */
export function parseAuditSearch(raw: Record<string, unknown>): AuditSearch {
  return {
    ...tableSearchOf(raw, { pageSizes: auditPageSizes, sortable: auditSorts }),
    actorLoginId: searchValue.text(raw.actorLoginId, 30),
    targetUserId: searchValue.int(raw.targetUserId, 1, MAX_INT),
    action: searchValue.oneOf(auditActions, raw.action),
    startDate: searchValue.date(raw.startDate),
    endDate: searchValue.date(raw.endDate),
  }
}
