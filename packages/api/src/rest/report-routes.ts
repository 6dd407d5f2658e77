import { adminBets } from './responses/admin-bets'
import { adminStats, statsAggregate } from './responses/stats'
import type { RestRoute } from './routes'

/** The back office's bet list and statistics (spec §7). */
export const reportRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/bets',
    procedure: 'admin.bets.list',
    summary: '베팅 내역 (항목별, 최신순, 페이지·전체 합계)',
    response: adminBets,
  },
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
