import { adminPointsInput, listPointLedger } from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

export const adminPointsRouter = {
  list: adminProcedure('points.view')
    .input(adminPointsInput)
    .query(({ ctx, input }) => listPointLedger(ctx, input)),
} satisfies TRPCRouterRecord
