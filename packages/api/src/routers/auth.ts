import { getProfile, login, refreshSession, revokeSession } from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { z } from 'zod'
import { authedProcedure, publicProcedure } from '../trpc'

const credentials = z.object({
  loginId: z.string().trim().min(1, '아이디를 입력해주세요.').max(50),
  password: z.string().min(1, '비밀번호를 입력해주세요.').max(200),
  area: z.enum(['member', 'admin']).default('member'),
})

export const authRouter = {
  login: publicProcedure
    .input(credentials)
    .mutation(({ ctx, input }) =>
      login(ctx.db, { ...input, ip: ctx.ip, userAgent: ctx.userAgent, now: ctx.deps.clock.now() }),
    ),

  refresh: publicProcedure
    .input(
      z.object({
        refreshToken: z.string({ error: '리프레시 토큰이 없습니다.' }).min(1, '리프레시 토큰이 없습니다.'),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { userId, tokens } = await refreshSession(ctx.db, input.refreshToken, ctx.deps.clock.now())
      return { ...tokens, user: await getProfile(ctx.db, userId) }
    }),

  logout: authedProcedure.mutation(async ({ ctx }) => {
    await revokeSession(ctx.db, ctx.actor.sessionId, ctx.deps.clock.now())
    return { ok: true as const }
  }),

  me: authedProcedure.query(({ ctx }) => getProfile(ctx.db, ctx.actor.userId)),
} satisfies TRPCRouterRecord
