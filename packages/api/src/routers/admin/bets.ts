import { listAdminBets } from '@pb/core/betting/admin-bets'
import { adminBetsInput } from '@pb/core/betting/schemas'
import type { TRPCRouterRecord } from '@trpc/server'
import { answer } from '../../answer'
import { adminBets } from '../../rest/responses/admin-bets'
import { adminProcedure } from '../../trpc'

export const adminBetsRouter = {
  list: adminProcedure('bets.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/bets',
        summary: '베팅 내역 (항목별, 최신순, 페이지·전체 합계)',
        edgeNames: { answer: { 'items.stake': 'amount' }, answerAliases: { 'items.roundNo': 'roundId' } },
      },
    })
    .input(adminBetsInput)
    .output(answer(adminBets))
    .query(({ ctx, input }) => listAdminBets(ctx, input)),
} satisfies TRPCRouterRecord
