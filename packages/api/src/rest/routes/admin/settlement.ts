import { archivedHistory } from '../../responses/archive'
import type { RoutesOf } from '../../route'

/** Settlements, which archive history instead of deleting it, and the archive view. */
export const adminSettlementRoutes: RoutesOf<'admin.settlement'>[] = [
  {
    method: 'POST',
    path: '/admin/users/{id}/settlement',
    procedure: 'admin.settlement.member',
    summary: '회원 정산: 지금까지의 내역 보관 (잔액·포인트 유지)',
  },
  {
    method: 'POST',
    path: '/admin/settlement',
    procedure: 'admin.settlement.everyone',
    summary: '전체 정산 (SUPER): {"confirm": true}로만 진행, 없으면 보관될 건수와 함께 400',
  },
  {
    method: 'GET',
    path: '/admin/archive',
    procedure: 'admin.settlement.archive',
    summary: '보관된 내역 (SUPER; kind: bets | money | points | transactions)',
    response: archivedHistory,
  },
  {
    method: 'GET',
    path: '/admin/archive/settlements',
    procedure: 'admin.settlement.settlements',
    summary: '정산 기록 (SUPER): 누가, 누구를, 언제, 몇 건 보관했는지',
  },
]
