import { updateOdds, updateOddsInput } from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

export const adminOddsRouter = {
  update: adminProcedure('SUPER')
    .input(updateOddsInput)
    .mutation(({ ctx, input }) => updateOdds(ctx, input)),
} satisfies TRPCRouterRecord
