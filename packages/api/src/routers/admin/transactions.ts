import {
  listTransactions,
  listTransactionsInput,
  pendingCounts,
  setTransactionStatus,
  transactionStatusInput,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

export const adminTransactionsRouter = {
  list: adminProcedure()
    .input(listTransactionsInput)
    .query(({ ctx, input }) => listTransactions(ctx.db, ctx.actor, input)),

  setStatus: adminProcedure()
    .input(transactionStatusInput)
    .mutation(({ ctx, input }) => setTransactionStatus(ctx.deps, ctx.actor, input, ctx.ip)),

  pendingCounts: adminProcedure().query(({ ctx }) => pendingCounts(ctx.db, ctx.actor)),
} satisfies TRPCRouterRecord
