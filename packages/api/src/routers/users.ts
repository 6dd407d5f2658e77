import { changePassword, changePasswordInput, myMoneyLedger, myProfile, myWallet, pageInput } from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { memberProcedure } from '../trpc'

export const usersRouter = {
  profile: memberProcedure.query(({ ctx }) => myProfile(ctx)),

  wallet: memberProcedure.query(({ ctx }) => myWallet(ctx)),

  ledger: memberProcedure.input(pageInput).query(({ ctx, input }) => myMoneyLedger(ctx, input)),

  changePassword: memberProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx, input)),
} satisfies TRPCRouterRecord
