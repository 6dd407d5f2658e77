import { proposalReasonInput } from '@pb/contract/inputs/approvals'
import { propose } from '@pb/core/approvals/propose'
import { adminOdds } from '@pb/core/game/admin-odds'
import { updateOddsInput } from '@pb/core/game/schemas'
import type { TRPCRouterRecord } from '@trpc/server'
import { answer } from '../../answer'
import { proposal } from '../../rest/responses/approval'
import { adminProcedure } from '../../trpc'

export const adminOddsRouter = {
  /** Every selection's odds with its RTP and the open round's stakes and payout if it wins. */
  list: adminProcedure('odds.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/odds',
        summary: '배당률, 환수율(RTP)과 진행 회차의 선택별 베팅액·당첨 시 지급액',
      },
    })
    .query(({ ctx }) => adminOdds(ctx)),

  /** A proposal: the odds change when a second SUPER approves it. */
  update: adminProcedure('odds.propose')
    .meta({
      rest: {
        method: 'PUT',
        path: '/admin/odds',
        summary: '배당률 변경 제안 (SUPER; 다른 SUPER의 승인 후 적용, 최소 하우스 엣지 안에서만)',
        status: 202,
      },
    })
    .input(updateOddsInput.extend({ reason: proposalReasonInput }))
    .output(answer(proposal))
    .mutation(({ ctx, input }) => propose(ctx, 'ODDS_UPDATE', input)),
} satisfies TRPCRouterRecord
