import { proposal } from '../../responses/approval'
import type { RoutesOf } from '../../route'

/** The odds table; a change is proposed (202) and applied by a second SUPER. */
export const adminOddsRoutes: RoutesOf<'admin.odds'>[] = [
  {
    method: 'GET',
    path: '/admin/odds',
    procedure: 'admin.odds.list',
    summary: '배당률, 환수율(RTP)과 진행 회차의 선택별 베팅액·당첨 시 지급액',
  },
  {
    method: 'PUT',
    path: '/admin/odds',
    procedure: 'admin.odds.update',
    summary: '배당률 변경 제안 (SUPER; 다른 SUPER의 승인 후 적용, 최소 하우스 엣지 안에서만)',
    status: 202,
    response: proposal,
  },
]
