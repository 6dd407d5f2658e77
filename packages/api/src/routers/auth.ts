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
import type { Context } from '../context'
import { authedProcedure, publicProcedure } from '../trpc'

const credentials = z.object({
  loginId: z.string().trim().min(1, '아이디를 입력해주세요.').max(50),
  password: z.string().min(1, '비밀번호를 입력해주세요.').max(200),
  area: z.enum(['member', 'admin']).default('member'),
  deviceToken: z
    .string()
    .max(200)
    .optional()
    .describe(
      '이전 로그인 응답의 deviceToken: 이 기기의 잘못된 비밀번호는 기기별로 따로 셉니다 (없거나 틀려도 로그인은 그대로, 브라우저는 쿠키로 보냄)',
    ),
})

/** A sign-in's answer; a browser also keeps its device token, in a cookie. */
function keepDevice<T extends { deviceToken: string }>(ctx: Context, signedIn: T): T {
  ctx.deviceCookie.keep(signedIn.deviceToken)
  return signedIn
}

export const authRouter = {
  /** The device token comes in the body from integrators, in the cookie from browsers. */
  login: publicProcedure.input(credentials).mutation(async ({ ctx, input }) => {
    const deviceToken = input.deviceToken ?? ctx.deviceCookie.presented
    return keepDevice(ctx, await login(ctx, { ...input, deviceToken }))
  }),

  /** The second step of a sign-in that answered TOTP_REQUIRED. */
  loginTotp: publicProcedure
    .input(loginTotpInput)
    .mutation(async ({ ctx, input }) => keepDevice(ctx, await loginTotp(ctx, input))),

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
