import {
  listTransactions,
  listTransactionsInput,
  pendingCounts,
  setTransactionStatusOrPropose,
  transactionStatusInput,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { answer, answerOrProposal } from '../../answer'
import { idempotencyKeyHeader } from '../../rest/idempotency-key'
import { adminTransaction, adminTransactions } from '../../rest/responses/transaction'
import { adminProcedure } from '../../trpc'

export const adminTransactionsRouter = {
  list: adminProcedure('cashier.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/transactions/{type}',
        summary: '충전·출금 신청 목록 (type: topup | withdrawal)',
      },
    })
    .input(listTransactionsInput)
    .output(answer(adminTransactions))
    .query(({ ctx, input }) => listTransactions(ctx, input)),

  setStatus: adminProcedure('cashier.decide')
    .meta({
      rest: {
        method: 'PUT',
        path: '/admin/transactions/{type}/{id}/status',
        summary: '충전·출금 승인 또는 거절 (거절은 사유 필수)',
        extraInput: idempotencyKeyHeader,
      },
    })
    .input(transactionStatusInput)
    .output(answerOrProposal(adminTransaction))
    .mutation(({ ctx, input }) => setTransactionStatusOrPropose(ctx, input)),

  pendingCounts: adminProcedure('cashier.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/transactions/pending-counts',
        summary: '대기 중인 충전·출금 신청 수',
      },
    })
    .query(({ ctx }) => pendingCounts(ctx)),
} satisfies TRPCRouterRecord
