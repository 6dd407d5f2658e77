import type { TRPCRouterRecord } from '@trpc/server'
import { publicProcedure } from '../trpc'

export const healthRouter = {
  /** The timestamp is the game clock's, so clients measure their offset against the clock that decides. */
  check: publicProcedure.query(({ ctx }) => ({
    status: 'ok' as const,
    timestamp: ctx.clock.now().toISOString(),
  })),
} satisfies TRPCRouterRecord
