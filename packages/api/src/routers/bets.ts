import {
  betDetail,
  betHistory,
  betHistoryInput,
  betIdInput,
  placeBet,
  placeBetInput,
  roundCaps,
  roundCapsInput,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { memberProcedure } from '../trpc'

export const betsRouter = {
  place: memberProcedure.input(placeBetInput).mutation(({ ctx, input }) => placeBet(ctx, input)),

  history: memberProcedure.input(betHistoryInput).query(({ ctx, input }) => betHistory(ctx, input)),

  /** The operator's caps and what the member already staked on the round, known before a purchase. */
  caps: memberProcedure.input(roundCapsInput).query(({ ctx, input }) => roundCaps(ctx, input)),

  byId: memberProcedure.input(betIdInput).query(({ ctx, input }) => betDetail(ctx, input)),
} satisfies TRPCRouterRecord
