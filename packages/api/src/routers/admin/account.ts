import { changeAdminPassword, changePasswordInput } from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

/** The signed-in administrator's own account. */
export const adminAccountRouter = {
  changePassword: adminProcedure()
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changeAdminPassword(ctx, input)),
} satisfies TRPCRouterRecord
