import {
  changePassword,
  changePasswordInput,
  getProfile,
  getWallet,
  moneyLedgerOf,
  pageInput,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { memberProcedure } from '../trpc'

export const usersRouter = {
  profile: memberProcedure.query(({ ctx }) => getProfile(ctx.db, ctx.actor.userId)),

  wallet: memberProcedure.query(({ ctx }) => getWallet(ctx.db, ctx.actor.userId)),

  ledger: memberProcedure
    .input(pageInput)
    .query(({ ctx, input }) => moneyLedgerOf(ctx.db, ctx.actor.userId, input)),

  changePassword: memberProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx.db, ctx.actor, input, ctx.deps.clock.now())),
} satisfies TRPCRouterRecord
