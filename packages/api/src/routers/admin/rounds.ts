import { proposalReasonInput } from '@pb/contract/inputs/approvals'
import { propose } from '@pb/core/approvals/propose'
import { manualResultInput, resettleInput, voidRoundInput } from '@pb/core/game/schemas'
import type { TRPCRouterRecord } from '@trpc/server'
import { answer } from '../../answer'
import { idempotencyKeyHeader } from '../../rest/idempotency-key'
import { proposal, proposalNames } from '../../rest/responses/approval'
import { adminProcedure } from '../../trpc'

/** Each answers a proposal: nothing changes until a second SUPER approves it (admin.approvals). */
export const adminRoundsRouter = {
  /** A round not yet open, with no bets, gets the operator's result. */
  manualResult: adminProcedure('rounds.propose')
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/manual-result',
        summary: '수동 결과 제안: 베팅이 없고 아직 열리지 않은 회차만 (회차가 열리면 운영자 결과임이 공개됨)',
        status: 202,
        edgeNames: { request: { roundNo: 'roundNumber' }, ...proposalNames },
      },
    })
    .input(manualResultInput.extend({ reason: proposalReasonInput }))
    .output(answer(proposal))
    .mutation(({ ctx, input }) => propose(ctx, 'MANUAL_RESULT', input)),

  void: adminProcedure('rounds.propose')
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/rounds/{roundNumber}/void',
        summary: '추첨 전 회차 취소 제안 (승인되면 베팅금 환불)',
        status: 202,
        edgeNames: { request: { roundNo: 'roundNumber' }, ...proposalNames },
      },
    })
    .input(voidRoundInput)
    .output(answer(proposal))
    .mutation(({ ctx, input }) => propose(ctx, 'ROUND_VOID', input)),

  /** Settles again the bets placed within a time range on a drawn round (correcting a manual result). */
  resettle: adminProcedure('rounds.propose')
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/manual-result-by-timerange',
        summary: '기간 재정산 제안: 추첨된 회차는 검증 가능한 결과로만, 수동 결과 회차는 정정 가능',
        status: 202,
        extraInput: idempotencyKeyHeader,
        edgeNames: { request: { roundNo: 'roundNumber' }, ...proposalNames },
      },
    })
    .input(resettleInput.extend({ reason: proposalReasonInput }))
    .output(answer(proposal))
    .mutation(({ ctx, input }) => propose(ctx, 'RESETTLE', input)),
} satisfies TRPCRouterRecord
