import { idempotencyKeyHeader } from './cashier-routes'
import { proposal, proposals } from './responses/approval'
import type { RestRoute } from './routes'

/**
 * Changes that could steer results or money answer 202 with a proposal; a second SUPER applies it
 * with `POST /admin/approvals/{id}/approve` (four eyes).
 */
export const approvalRoutes: RestRoute[] = [
  {
    method: 'PUT',
    path: '/admin/odds',
    procedure: 'admin.odds.update',
    summary: '배당률 변경 제안 (SUPER; 다른 SUPER의 승인 후 적용, 최소 하우스 엣지 안에서만)',
    status: 202,
    response: proposal,
  },
  {
    method: 'POST',
    path: '/admin/manual-result',
    procedure: 'admin.rounds.manualResult',
    summary: '수동 결과 제안: 베팅이 없고 아직 열리지 않은 회차만 (회차가 열리면 운영자 결과임이 공개됨)',
    status: 202,
    response: proposal,
  },
  {
    method: 'POST',
    path: '/admin/rounds/{roundNumber}/void',
    procedure: 'admin.rounds.void',
    summary: '추첨 전 회차 취소 제안 (승인되면 베팅금 환불)',
    status: 202,
    response: proposal,
  },
  {
    method: 'PUT',
    path: '/admin/settings',
    procedure: 'admin.settings.update',
    summary: '운영 설정 변경 제안 (베팅 한도, 최소 하우스 엣지, 자기 승인 등)',
    status: 202,
    response: proposal,
  },
  {
    method: 'POST',
    path: '/admin/manual-result-by-timerange',
    procedure: 'admin.rounds.resettle',
    summary: '기간 재정산 제안: 추첨된 회차는 검증 가능한 결과로만, 수동 결과 회차는 정정 가능',
    status: 202,
    extraInput: idempotencyKeyHeader,
    response: proposal,
  },
  {
    method: 'GET',
    path: '/admin/beacon',
    procedure: 'admin.beacon.status',
    summary: '추첨 비콘 상태: drand 또는 로컬(독립적이지 않음), 마지막으로 검증된 라운드와 그 나이',
  },
  {
    method: 'GET',
    path: '/admin/approvals',
    procedure: 'admin.approvals.list',
    summary: '변경 제안 목록 (SUPER; status로 거르기, 최신순)',
    response: proposals,
  },
  {
    method: 'POST',
    path: '/admin/approvals/{id}/approve',
    procedure: 'admin.approvals.approve',
    summary: '제안 승인: 제안자가 아닌 SUPER가, 지금 상태에서 다시 확인한 뒤 적용',
    response: proposal,
  },
  {
    method: 'POST',
    path: '/admin/approvals/{id}/reject',
    procedure: 'admin.approvals.reject',
    summary: '제안 거절 (reason 필수)',
    response: proposal,
  },
]
