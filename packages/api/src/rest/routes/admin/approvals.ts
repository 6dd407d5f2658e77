import { proposal, proposalNames, proposals } from '../../responses/approval'
import type { RoutesOf } from '../../route'

/** Proposals awaiting a second SUPER (four eyes): list, approve, reject. */
export const adminApprovalsRoutes: RoutesOf<'admin.approvals'>[] = [
  {
    method: 'GET',
    path: '/admin/approvals',
    procedure: 'admin.approvals.list',
    summary: '변경 제안 목록 (SUPER; status로 거르기, 최신순)',
    edgeNames: proposalNames,
    response: proposals,
  },
  {
    method: 'POST',
    path: '/admin/approvals/{id}/approve',
    procedure: 'admin.approvals.approve',
    summary: '제안 승인: 제안자가 아닌 SUPER가, 지금 상태에서 다시 확인한 뒤 적용',
    edgeNames: proposalNames,
    response: proposal,
  },
  {
    method: 'POST',
    path: '/admin/approvals/{id}/reject',
    procedure: 'admin.approvals.reject',
    summary: '제안 거절 (reason 필수)',
    edgeNames: proposalNames,
    response: proposal,
  },
]
