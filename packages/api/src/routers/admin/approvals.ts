import { proposalIdInput, rejectProposalInput } from '@pb/contract/inputs/approvals'
import { approveProposal, rejectProposal } from '@pb/core/approvals/decide'
import { listProposals, listProposalsInput } from '@pb/core/approvals/list'
import type { TRPCRouterRecord } from '@trpc/server'
import { answer } from '../../answer'
import { proposal, proposalNames, proposals } from '../../rest/responses/approval'
import { adminProcedure } from '../../trpc'

/** Four eyes: what one SUPER proposed waits here for another to approve or reject it. */
export const adminApprovalsRouter = {
  list: adminProcedure('approvals.decide')
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/approvals',
        summary: '변경 제안 목록 (SUPER; status로 거르기, 최신순)',
        edgeNames: proposalNames,
      },
    })
    .input(listProposalsInput)
    .output(answer(proposals))
    .query(({ ctx, input }) => listProposals(ctx, input)),

  approve: adminProcedure('approvals.decide')
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/approvals/{id}/approve',
        summary: '제안 승인: 제안자가 아닌 SUPER가, 지금 상태에서 다시 확인한 뒤 적용',
        edgeNames: proposalNames,
      },
    })
    .input(proposalIdInput)
    .output(answer(proposal))
    .mutation(({ ctx, input }) => approveProposal(ctx, input)),

  reject: adminProcedure('approvals.decide')
    .meta({
      rest: {
        method: 'POST',
        path: '/admin/approvals/{id}/reject',
        summary: '제안 거절 (reason 필수)',
        edgeNames: proposalNames,
      },
    })
    .input(rejectProposalInput)
    .output(answer(proposal))
    .mutation(({ ctx, input }) => rejectProposal(ctx, input)),
} satisfies TRPCRouterRecord
