import {
  accountSummary,
  changePassword,
  changePasswordInput,
  excludeSelf,
  myLedgerCsv,
  myLimits,
  myMoneyLedger,
  myProfile,
  myWallet,
  pageInput,
  realityCheck,
  realityCheckIntervalInput,
  selfExclusionInput,
  setLimit,
  setLimitInput,
  setRealityCheckInterval,
  signInHistory,
  signInHistoryInput,
  updateProfile,
  updateProfileInput,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { memberProcedure } from '../trpc'

export const usersRouter = {
  profile: memberProcedure.query(({ ctx }) => myProfile(ctx)),

  updateProfile: memberProcedure
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx, input)),

  signIns: memberProcedure.input(signInHistoryInput).query(({ ctx, input }) => signInHistory(ctx, input)),

  realityCheck: memberProcedure.query(({ ctx }) => realityCheck(ctx)),

  setRealityCheck: memberProcedure
    .input(realityCheckIntervalInput)
    .mutation(({ ctx, input }) => setRealityCheckInterval(ctx, input)),

  accountSummary: memberProcedure.query(({ ctx }) => accountSummary(ctx)),

  /** CSV text; REST answers it as a file (GET /users/ledger.csv), tRPC as a string. */
  ledgerCsv: memberProcedure.query(({ ctx }) => myLedgerCsv(ctx)),

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
