import { MAX_PAGE } from '@pb/contract/limits'
import type { ProposalStatus } from '../admin-types'
import { searchValue } from '../data-table/table-search'

/**
 * The list's tabs: waiting first (the default), the decided ones, then all (where a proposal being
 * applied, APPROVED, shows for the moment it lasts).
 */
export const approvalTabs = [
  'PENDING_APPROVAL',
  'APPLIED',
  'FAILED',
  'REJECTED',
  'EXPIRED',
  'all',
] as const satisfies readonly (ProposalStatus | 'all')[]
export type ApprovalTab = (typeof approvalTabs)[number]

export interface ApprovalsSearch {
  /** Absent: waiting for approval. */
  status?: ApprovalTab | undefined
  page?: number | undefined
}

/** The approvals list's address: the status tab and the page. */
export function parseApprovalsSearch(raw: Record<string, unknown>): ApprovalsSearch {
  return {
    status: searchValue.oneOf(approvalTabs, raw.status),
    page: searchValue.int(raw.page, 1, MAX_PAGE),
  }
}
