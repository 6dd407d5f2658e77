import { adminStats } from '@pb/core/stats/admin-stats'
import { statsAggregate } from '@pb/core/stats/aggregate'
import { adminStatsInput, statsAggregateInput } from '@pb/core/stats/schemas'
import type { TRPCRouterRecord } from '@trpc/server'
import { answer } from '../../answer'
import {
  adminStats as adminStatsAnswer,
  statsAggregate as statsAggregateAnswer,
} from '../../rest/responses/stats'
import { adminProcedure } from '../../trpc'

export const adminStatsRouter = {
  totals: adminProcedure('stats.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/stats',
        summary: '요약 통계 (기본 오늘): 충전, 출금, 손익, 조정, 베팅, 당첨, 보유 머니·포인트',
      },
    })
    .input(adminStatsInput)
    .output(answer(adminStatsAnswer))
    .query(({ ctx, input }) => adminStats(ctx, input)),

  aggregate: adminProcedure('stats.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/stats/aggregate',
        summary: '일별·월별·연별 또는 회원별 통계 (기본 이번 달 1일부터 오늘까지)',
      },
    })
    .input(statsAggregateInput)
    .output(answer(statsAggregateAnswer))
    .query(({ ctx, input }) => statsAggregate(ctx, input)),
} satisfies TRPCRouterRecord
