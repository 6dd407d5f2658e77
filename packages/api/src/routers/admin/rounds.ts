import { manualResultInput, setManualResult, voidRound, voidRoundInput } from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

export const adminRoundsRouter = {
  manualResult: adminProcedure('SUPER')
    .input(manualResultInput)
    .mutation(({ ctx, input }) => setManualResult(ctx, input)),

  void: adminProcedure('SUPER')
    .input(voidRoundInput)
    .mutation(({ ctx, input }) => voidRound(ctx, input)),
} satisfies TRPCRouterRecord
