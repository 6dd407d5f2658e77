import { listRequestsInput, requestStatusInput } from '@pb/contract/inputs/cashier'
import { setRequestStatusOrPropose } from '@pb/core/approvals/money-gate'
import { listRequests, pendingCounts } from '@pb/core/cashier/request-lists'
import type { TRPCRouterRecord } from '@trpc/server'
import { answer, answerOrProposal } from '../../answer'
import { idempotencyKeyHeader } from '../../rest/idempotency-key'
import { adminRequest, adminRequests } from '../../rest/responses/request'
import { adminProcedure } from '../../trpc'

export const adminRequestsRouter = {
  list: adminProcedure('cashier.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/transactions/{type}',
        summary: '충전·출금 신청 목록 (type: topup | withdrawal)',
      },
    })
    .input(listRequestsInput)
    .output(answer(adminRequests))
    .query(({ ctx, input }) => listRequests(ctx, input)),

  setStatus: adminProcedure('cashier.decide')
    .meta({
      rest: {
        method: 'PUT',
        path: '/admin/transactions/{type}/{id}/status',
        summary: '충전·출금 승인 또는 거절 (거절은 사유 필수)',
        extraInput: idempotencyKeyHeader,
      },
    })
    .input(requestStatusInput)
    .output(answerOrProposal(adminRequest))
    .mutation(({ ctx, input }) => setRequestStatusOrPropose(ctx, input)),

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
