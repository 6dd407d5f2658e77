import { idempotencyKeyHeader } from '../../idempotency-key'
import { proposal, proposalNames } from '../../responses/approval'
import type { RoutesOf } from '../../route'

/** Manual results, voids and re-settlement of rounds; each is proposed (202) and applied by a second SUPER. */
export const adminRoundsRoutes: RoutesOf<'admin.rounds'>[] = [
  {
    method: 'POST',
    path: '/admin/manual-result',
    procedure: 'admin.rounds.manualResult',
    summary: '수동 결과 제안: 베팅이 없고 아직 열리지 않은 회차만 (회차가 열리면 운영자 결과임이 공개됨)',
    status: 202,
    edgeNames: { request: { roundNo: 'roundNumber' }, ...proposalNames },
    response: proposal,
  },
  {
    method: 'POST',
    path: '/admin/rounds/{roundNumber}/void',
    procedure: 'admin.rounds.void',
    summary: '추첨 전 회차 취소 제안 (승인되면 베팅금 환불)',
    status: 202,
    edgeNames: { request: { roundNo: 'roundNumber' }, ...proposalNames },
    response: proposal,
  },
  {
    method: 'POST',
    path: '/admin/manual-result-by-timerange',
    procedure: 'admin.rounds.resettle',
    summary: '기간 재정산 제안: 추첨된 회차는 검증 가능한 결과로만, 수동 결과 회차는 정정 가능',
    status: 202,
    extraInput: idempotencyKeyHeader,
    edgeNames: { request: { roundNo: 'roundNumber' }, ...proposalNames },
    response: proposal,
  },
]
