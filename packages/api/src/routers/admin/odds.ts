import { adminOdds, updateOdds, updateOddsInput } from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

export const adminOddsRouter = {
  /** Every selection's odds with its RTP and the open round's stakes and payout if it wins. */
  list: adminProcedure().query(({ ctx }) => adminOdds(ctx)),

  update: adminProcedure('SUPER')
    .input(updateOddsInput)
    .mutation(({ ctx, input }) => updateOdds(ctx, input)),
} satisfies TRPCRouterRecord
