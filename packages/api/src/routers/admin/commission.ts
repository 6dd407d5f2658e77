import { closePeriodInput } from '@pb/contract/inputs/branches'
import { closePeriod, listCloses } from '@pb/core/orgs/close-period'
import type { TRPCRouterRecord } from '@trpc/server'
import { answer } from '../../answer'
import { commissionClose, commissionCloses } from '../../rest/responses/org'
import { adminProcedure } from '../../trpc'

/** Commission periods: SUPER closes one and every branch is paid; anyone reads the closes. */
export const adminCommissionRouter = {
  closes: adminProcedure('commission.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/commission/closes',
        summary: '마감된 수수료 기간 (최신순)',
      },
    })
    .output(answer(commissionCloses))
    .query(({ ctx }) => listCloses(ctx)),

  close: adminProcedure('commission.close')
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/commission/closes',
        summary: '수수료 기간 마감 (SUPER; 하루, 월–일 한 주, 한 달): 조직 책임자에게 COMMISSION 지급',
      },
    })
    .input(closePeriodInput)
    .output(answer(commissionClose))
    .mutation(({ ctx, input }) => closePeriod(ctx, input)),
} satisfies TRPCRouterRecord
