import { adjustBalanceInput, adjustBalanceOrPropose, adjustPoints, adjustPointsInput } from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

/** Balance and point grants and deductions of a user the administrator manages. */
export const adminWalletsRouter = {
  adjustBalance: adminProcedure('wallets.adjust')
    .input(adjustBalanceInput)
    .mutation(({ ctx, input }) => adjustBalanceOrPropose(ctx, input)),

  adjustPoints: adminProcedure('wallets.adjust')
    .input(adjustPointsInput)
    .mutation(({ ctx, input }) => adjustPoints(ctx, input)),
} satisfies TRPCRouterRecord
