import { closePeriod, closePeriodInput, listCloses } from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

/** Commission periods: SUPER closes one and every branch is paid; anyone reads the closes. */
export const adminCommissionRouter = {
  closes: adminProcedure('commission.view').query(({ ctx }) => listCloses(ctx)),

  close: adminProcedure('commission.close')
    .input(closePeriodInput)
    .mutation(({ ctx, input }) => closePeriod(ctx, input)),
} satisfies TRPCRouterRecord
