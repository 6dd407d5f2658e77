import {
  changeAdminPassword,
  changePasswordInput,
  confirmTotpEnrolment,
  currentPasswordInput,
  disableTotp,
  startTotpEnrolment,
  totpCodeInput,
  totpStatus,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { adminProcedure } from '../../trpc'

/**
 * The signed-in administrator's own account: password and second factor, each change asking for the
 * current password (a stolen session alone changes neither).
 */
export const adminAccountRouter = {
  changePassword: adminProcedure('account.manage')
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changeAdminPassword(ctx, input)),

  totpStatus: adminProcedure('account.manage').query(({ ctx }) => totpStatus(ctx)),

  totpSetup: adminProcedure('account.manage')
    .input(currentPasswordInput)
    .mutation(({ ctx, input }) => startTotpEnrolment(ctx, input)),

  totpConfirm: adminProcedure('account.manage')
    .input(totpCodeInput)
    .mutation(({ ctx, input }) => confirmTotpEnrolment(ctx, input)),

  totpDisable: adminProcedure('account.manage')
    .input(totpCodeInput)
    .mutation(({ ctx, input }) => disableTotp(ctx, input)),
} satisfies TRPCRouterRecord
