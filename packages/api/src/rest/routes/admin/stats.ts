import { adminStats, statsAggregate } from '../../responses/stats'
import type { RoutesOf } from '../../route'

/** The summary bar's totals and the statistics views. */
export const adminStatsRoutes: RoutesOf<'admin.stats'>[] = [
  {
    method: 'GET',
    path: '/admin/stats',
    procedure: 'admin.stats.totals',
    summary: '요약 통계 (기본 오늘): 충전, 출금, 손익, 조정, 베팅, 당첨, 보유 머니·포인트',
    response: adminStats,
  },
  {
    method: 'GET',
    path: '/admin/stats/aggregate',
    procedure: 'admin.stats.aggregate',
    summary: '일별·월별·연별 또는 회원별 통계 (기본 이번 달 1일부터 오늘까지)',
    response: statsAggregate,
  },
]
