import { getSettings, proposalReasonInput, propose, updateSettingsInput } from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { z } from 'zod'
import { adminProcedure } from '../../trpc'

export const adminSettingsRouter = {
  get: adminProcedure('settings.view').query(({ ctx }) => getSettings(ctx)),

  /** A proposal: the settings change when a second SUPER approves it. */
  update: adminProcedure('settings.propose')
    .input(updateSettingsInput.and(z.object({ reason: proposalReasonInput })))
    .mutation(({ ctx, input }) => propose(ctx, 'SETTINGS_UPDATE', input)),
} satisfies TRPCRouterRecord
