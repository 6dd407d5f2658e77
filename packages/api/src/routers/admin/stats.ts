import { adminStats, adminStatsInput, statsAggregate, statsAggregateInput } from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

export const adminStatsRouter = {
  totals: adminProcedure('stats.view')
    .input(adminStatsInput)
    .query(({ ctx, input }) => adminStats(ctx, input)),

  aggregate: adminProcedure('stats.view')
    .input(statsAggregateInput)
    .query(({ ctx, input }) => statsAggregate(ctx, input)),
} satisfies TRPCRouterRecord
