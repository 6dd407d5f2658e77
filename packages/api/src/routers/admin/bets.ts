import { adminBetsInput, listAdminBets } from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

export const adminBetsRouter = {
  list: adminProcedure('bets.view')
    .input(adminBetsInput)
    .query(({ ctx, input }) => listAdminBets(ctx, input)),
} satisfies TRPCRouterRecord
