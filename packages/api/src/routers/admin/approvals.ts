import {
  approveProposal,
  listProposals,
  listProposalsInput,
  proposalIdInput,
  rejectProposal,
  rejectProposalInput,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

/** Four eyes: what one SUPER proposed waits here for another to approve or reject it. */
export const adminApprovalsRouter = {
  list: adminProcedure('approvals.decide')
    .input(listProposalsInput)
    .query(({ ctx, input }) => listProposals(ctx, input)),

  approve: adminProcedure('approvals.decide')
    .input(proposalIdInput)
    .mutation(({ ctx, input }) => approveProposal(ctx, input)),

  reject: adminProcedure('approvals.decide')
    .input(rejectProposalInput)
    .mutation(({ ctx, input }) => rejectProposal(ctx, input)),
} satisfies TRPCRouterRecord
