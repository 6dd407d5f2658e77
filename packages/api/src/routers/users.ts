import { getProfile } from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { memberProcedure } from '../trpc'

export const usersRouter = {
  profile: memberProcedure.query(({ ctx }) => getProfile(ctx.db, ctx.actor.userId)),
} satisfies TRPCRouterRecord
