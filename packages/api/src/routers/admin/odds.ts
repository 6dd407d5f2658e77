import { adminOdds, proposalReasonInput, propose, updateOddsInput } from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

export const adminOddsRouter = {
  /** Every selection's odds with its RTP and the open round's stakes and payout if it wins. */
  list: adminProcedure('odds.view').query(({ ctx }) => adminOdds(ctx)),

  /** A proposal: the odds change when a second SUPER approves it. */
  update: adminProcedure('odds.propose')
    .input(updateOddsInput.extend({ reason: proposalReasonInput }))
    .mutation(({ ctx, input }) => propose(ctx, 'ODDS_UPDATE', input)),
} satisfies TRPCRouterRecord
