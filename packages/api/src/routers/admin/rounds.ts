import {
  manualResultInput,
  resettleInput,
  resettleRound,
  setManualResult,
  voidRound,
  voidRoundInput,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

export const adminRoundsRouter = {
  manualResult: adminProcedure('SUPER')
    .input(manualResultInput)
    .mutation(({ ctx, input }) => setManualResult(ctx, input)),

  void: adminProcedure('SUPER')
    .input(voidRoundInput)
    .mutation(({ ctx, input }) => voidRound(ctx, input)),

  /** Corrects a drawn round's result and re-settles the bets placed within a time range on it. */
  resettle: adminProcedure('SUPER')
    .input(resettleInput)
    .mutation(({ ctx, input }) => resettleRound(ctx, input)),
} satisfies TRPCRouterRecord
