import {
  challengeInput,
  currentUser,
  endSession,
  endSessionInput,
  enrolWithChallenge,
  listSessions,
  login,
  loginTotp,
  loginTotpInput,
  logout,
  refresh,
} from '@pb/core'
import type { TRPCRouterRecord } from '@trpc/server'
import { z } from 'zod'
import { authedProcedure, publicProcedure } from '../trpc'

const credentials = z.object({
  loginId: z.string().trim().min(1, '아이디를 입력해주세요.').max(50),
  password: z.string().min(1, '비밀번호를 입력해주세요.').max(200),
  area: z.enum(['member', 'admin']).default('member'),
})

export const authRouter = {
  login: publicProcedure.input(credentials).mutation(({ ctx, input }) => login(ctx, input)),

  /** The second step of a sign-in that answered TOTP_REQUIRED. */
  loginTotp: publicProcedure.input(loginTotpInput).mutation(({ ctx, input }) => loginTotp(ctx, input)),

  /** A secret to enrol with, for a sign-in whose role requires the factor and that has none yet. */
  enrolTotp: publicProcedure
    .input(challengeInput)
    .mutation(({ ctx, input }) => enrolWithChallenge(ctx, input)),

  sessions: authedProcedure.query(({ ctx }) => listSessions(ctx)),

  endSession: authedProcedure.input(endSessionInput).mutation(({ ctx, input }) => endSession(ctx, input)),

  refresh: publicProcedure
    .input(
      z.object({
        refreshToken: z.string({ error: '리프레시 토큰이 없습니다.' }).min(1, '리프레시 토큰이 없습니다.'),
      }),
    )
    .mutation(({ ctx, input }) => refresh(ctx, input)),

  logout: authedProcedure.mutation(({ ctx }) => logout(ctx)),

  me: authedProcedure.query(({ ctx }) => currentUser(ctx)),
} satisfies TRPCRouterRecord
