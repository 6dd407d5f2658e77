import { adminPointsInput } from '@pb/contract/inputs/cashier'
import { listPointLedger } from '@pb/core/cashier/point-history'
import type { TRPCRouterRecord } from '@trpc/server'
import { answer } from '../../answer'
import { adminPointLedger } from '../../rest/responses/ledger'
import { adminProcedure } from '../../trpc'

export const adminPointsRouter = {
  list: adminProcedure('points.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/points',
        summary: '포인트 내역 조회',
      },
    })
    .input(adminPointsInput)
    .output(answer(adminPointLedger))
    .query(({ ctx, input }) => listPointLedger(ctx, input)),
} satisfies TRPCRouterRecord
