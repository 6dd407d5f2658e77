import { betDetail, betHistory, betHistoryInput, betIdInput, placeBet, placeBetInput } from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { memberProcedure } from '../trpc'

export const betsRouter = {
  place: memberProcedure.input(placeBetInput).mutation(({ ctx, input }) => placeBet(ctx, input)),

  history: memberProcedure.input(betHistoryInput).query(({ ctx, input }) => betHistory(ctx, input)),

  byId: memberProcedure.input(betIdInput).query(({ ctx, input }) => betDetail(ctx, input)),
} satisfies TRPCRouterRecord
