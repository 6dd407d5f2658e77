import {
  convertPoints,
  myTransactions,
  myTransactionsInput,
  pointConvertInput,
  pointHistory,
  pointHistoryInput,
  requestTopup,
  requestWithdrawal,
  topupInput,
  withdrawalInput,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { memberProcedure } from '../trpc'

/** The member's own top-ups, withdrawals and point conversions. */
export const cashierRouter = {
  topup: memberProcedure.input(topupInput).mutation(({ ctx, input }) => requestTopup(ctx, input)),

  withdraw: memberProcedure
    .input(withdrawalInput)
    .mutation(({ ctx, input }) => requestWithdrawal(ctx, input)),

  convertPoints: memberProcedure
    .input(pointConvertInput)
    .mutation(({ ctx, input }) => convertPoints(ctx, input)),

  myTransactions: memberProcedure
    .input(myTransactionsInput)
    .query(({ ctx, input }) => myTransactions(ctx, input)),

  pointHistory: memberProcedure.input(pointHistoryInput).query(({ ctx, input }) => pointHistory(ctx, input)),
} satisfies TRPCRouterRecord
