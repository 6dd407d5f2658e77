import { getSettings, updateSettings, updateSettingsInput } from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

export const adminSettingsRouter = {
  get: adminProcedure().query(({ ctx }) => getSettings(ctx)),

  update: adminProcedure('SUPER')
    .input(updateSettingsInput)
    .mutation(({ ctx, input }) => updateSettings(ctx, input)),
} satisfies TRPCRouterRecord
