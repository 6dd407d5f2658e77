import {
  changePassword,
  changePasswordInput,
  excludeSelf,
  myLimits,
  myMoneyLedger,
  myProfile,
  myWallet,
  pageInput,
  selfExclusionInput,
  setLimit,
  setLimitInput,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { memberProcedure } from '../trpc'

export const usersRouter = {
  profile: memberProcedure.query(({ ctx }) => myProfile(ctx)),

  wallet: memberProcedure.query(({ ctx }) => myWallet(ctx)),

  ledger: memberProcedure.input(pageInput).query(({ ctx, input }) => myMoneyLedger(ctx, input)),

  changePassword: memberProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx, input)),

  limits: memberProcedure.query(({ ctx }) => myLimits(ctx)),

  setLimit: memberProcedure.input(setLimitInput).mutation(({ ctx, input }) => setLimit(ctx, input)),

  selfExclude: memberProcedure
    .input(selfExclusionInput)
    .mutation(({ ctx, input }) => excludeSelf(ctx, input)),
} satisfies TRPCRouterRecord
