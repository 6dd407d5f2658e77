import { adminPointLedger } from '../../responses/ledger'
import type { RoutesOf } from '../../route'

/** The points ledger of the back office. */
export const adminPointsRoutes: RoutesOf<'admin.points'>[] = [
  {
    method: 'GET',
    path: '/admin/points',
    procedure: 'admin.points.list',
    summary: '포인트 내역 조회',
    response: adminPointLedger,
  },
]
