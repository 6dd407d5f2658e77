import { login } from '@pb/core/auth/login'
import { challengeInput, enrolWithChallenge, loginTotp, loginTotpInput } from '@pb/core/auth/login-totp'
import { logout } from '@pb/core/auth/logout'
import { refresh } from '@pb/core/auth/refresh'
import { endSession, endSessionInput, listSessions } from '@pb/core/auth/session-list'
import { currentUser } from '@pb/core/users/profile'
import type { TRPCRouterRecord } from '@trpc/server'
import { z } from 'zod'
import { answer } from '../answer'
import type { Context } from '../context'
import { sessionList, signedIn, totpSetup } from '../rest/responses/account'
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
  login: publicProcedure
    .meta({
      rest: [
        {
          method: 'POST',
          path: '/auth/login',
          summary: '로그인 (area: member | admin)',
        },
        {
          method: 'POST',
          path: '/admin/auth/login',
          summary: '관리자 로그인',
          extraInput: () => ({ area: 'admin' }),
        },
      ],
    })
    .input(credentials)
    .output(answer(signedIn))
    .mutation(async ({ ctx, input }) => {
      const deviceToken = input.deviceToken ?? ctx.deviceCookie.presented
      return keepDevice(ctx, await login(ctx, { ...input, deviceToken }))
    }),

  /** The second step of a sign-in that answered TOTP_REQUIRED. */
  loginTotp: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/login/totp',
        summary: '2단계 인증으로 로그인 완료 (challengeToken + 인증 앱 코드 또는 복구 코드)',
      },
    })
    .input(loginTotpInput)
    .mutation(async ({ ctx, input }) => keepDevice(ctx, await loginTotp(ctx, input))),

  /** A secret to enrol with, for a sign-in whose role requires the factor and that has none yet. */
  enrolTotp: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/auth/login/totp/enrol',
        summary: '로그인 중 2단계 인증 등록 (등급에 필수인데 미등록일 때, challengeToken)',
      },
    })
    .input(challengeInput)
    .output(answer(totpSetup))
    .mutation(({ ctx, input }) => enrolWithChallenge(ctx, input)),

  sessions: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/auth/sessions',
        summary: '내 로그인 기기 목록',
      },
    })
    .output(answer(sessionList))
    .query(({ ctx }) => listSessions(ctx)),

  endSession: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/auth/sessions/{id}',
        summary: '로그인 기기 로그아웃 (그 세션의 토큰과 이벤트 스트림 종료)',
      },
    })
    .input(endSessionInput)
    .mutation(({ ctx, input }) => endSession(ctx, input)),

  refresh: publicProcedure
    .meta({ rest: { method: 'POST', path: '/auth/refresh', summary: '토큰 갱신 (회전)' } })
    .input(
      z.object({
        refreshToken: z.string({ error: '리프레시 토큰이 없습니다.' }).min(1, '리프레시 토큰이 없습니다.'),
      }),
    )
    .mutation(({ ctx, input }) => refresh(ctx, input)),

  logout: authedProcedure
    .meta({ rest: { method: 'POST', path: '/auth/logout', summary: '로그아웃' } })
    .mutation(({ ctx }) => logout(ctx)),

  me: authedProcedure
    .meta({ rest: { method: 'GET', path: '/auth/me', summary: '현재 사용자' } })
    .query(({ ctx }) => currentUser(ctx)),
} satisfies TRPCRouterRecord
