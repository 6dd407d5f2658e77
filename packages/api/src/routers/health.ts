import type { TRPCRouterRecord } from '@trpc/server'
import { publicProcedure } from '../trpc'

export const healthRouter = {
  /** The timestamp is the game clock's, so clients measure their offset against the clock that decides. */
  check: publicProcedure
    .meta({ rest: { method: 'GET', path: '/health', summary: '서버 상태와 시각' } })
    .query(({ ctx }) => ({
      status: 'ok' as const,
      timestamp: ctx.clock.now().toISOString(),
    })),
} satisfies TRPCRouterRecord
