import type { RoutesOf } from '../../route'

/** The public beacon's state as the draws see it. */
export const adminBeaconRoutes: RoutesOf<'admin.beacon'>[] = [
  {
    method: 'GET',
    path: '/admin/beacon',
    procedure: 'admin.beacon.status',
    summary: '추첨 비콘 상태: drand 또는 로컬(독립적이지 않음), 마지막으로 검증된 라운드와 그 나이',
  },
]
