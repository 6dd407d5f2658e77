import { manualResultInput, proposalReasonInput, propose, resettleInput, voidRoundInput } from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

/** Each answers a proposal: nothing changes until a second SUPER approves it (admin.approvals). */
export const adminRoundsRouter = {
  /** A round not yet open, with no bets, gets the operator's result. */
  manualResult: adminProcedure('rounds.propose')
    .input(manualResultInput.extend({ reason: proposalReasonInput }))
    .mutation(({ ctx, input }) => propose(ctx, 'MANUAL_RESULT', input)),

  void: adminProcedure('rounds.propose')
    .input(voidRoundInput)
    .mutation(({ ctx, input }) => propose(ctx, 'ROUND_VOID', input)),

  /** Settles again the bets placed within a time range on a drawn round (correcting a manual result). */
  resettle: adminProcedure('rounds.propose')
    .input(resettleInput.extend({ reason: proposalReasonInput }))
    .mutation(({ ctx, input }) => propose(ctx, 'RESETTLE', input)),
} satisfies TRPCRouterRecord
