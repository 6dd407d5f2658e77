import { adjustBalanceInput, adjustPointsInput } from '@pb/contract/inputs/cashier'
import { adjustBalanceOrPropose } from '@pb/core/approvals/money-gate'
import { adjustPoints } from '@pb/core/cashier/adjust'
import type { TRPCRouterRecord } from '@trpc/server'
import { answer, answerOrProposal } from '../../answer'
import { idempotencyKeyHeader } from '../../rest/idempotency-key'
import { adjustment } from '../../rest/responses/wallet'
import { adminProcedure } from '../../trpc'

/** Balance and point grants and deductions of a user the administrator manages. */
export const adminWalletsRouter = {
  adjustBalance: adminProcedure('wallets.adjust')
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/users/{id}/balance',
        summary: '머니 지급·회수 (음수는 회수)',
        extraInput: idempotencyKeyHeader,
      },
    })
    .input(adjustBalanceInput)
    .output(answerOrProposal(adjustment))
    .mutation(({ ctx, input }) => adjustBalanceOrPropose(ctx, input)),

  adjustPoints: adminProcedure('wallets.adjust')
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/users/{id}/points',
        summary: '포인트 지급·회수 (음수는 회수)',
        extraInput: idempotencyKeyHeader,
      },
    })
    .input(adjustPointsInput)
    .output(answer(adjustment))
    .mutation(({ ctx, input }) => adjustPoints(ctx, input)),
} satisfies TRPCRouterRecord
