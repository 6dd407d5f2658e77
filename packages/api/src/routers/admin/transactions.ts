import {
  listTransactions,
  listTransactionsInput,
  pendingCounts,
  setTransactionStatusOrPropose,
  transactionStatusInput,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

export const adminTransactionsRouter = {
  list: adminProcedure('cashier.view')
    .input(listTransactionsInput)
    .query(({ ctx, input }) => listTransactions(ctx, input)),

  setStatus: adminProcedure('cashier.decide')
    .input(transactionStatusInput)
    .mutation(({ ctx, input }) => setTransactionStatusOrPropose(ctx, input)),

  pendingCounts: adminProcedure('cashier.view').query(({ ctx }) => pendingCounts(ctx)),
} satisfies TRPCRouterRecord
