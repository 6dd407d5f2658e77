import { z } from 'zod'
import { instant, int, paged } from './shared'

/** `GET /api/users/sign-ins`: the member's successful sign-ins, newest first. */
export const signIns = paged(
  z.strictObject({
    id: z.string().describe('세션 id'),
    signedInAt: instant().describe('로그인 시각'),
    ip: z.string().describe('로그인한 주소'),
    device: z.strictObject({
      browser: z.string().describe('브라우저 (모르면 빈 문자열)'),
      os: z.string().describe('운영체제 (모르면 빈 문자열)'),
      mobile: z.boolean(),
    }),
    current: z.boolean().describe('이 요청의 세션'),
  }),
)

/** `GET`/`PUT /api/users/reality-check`: the current play session and the member's interval. */
export const realityCheck = z.strictObject({
  sessionStartedAt: instant().describe('이번 로그인 시각 (세션 시작)'),
  serverTime: instant(),
  netResult: int().describe('세션 시작 이후 당첨금·환불 − 베팅금 (원)'),
  intervalMinutes: z.literal([0, 15, 30, 60]).describe('알림 간격 (분, 0은 끄기)'),
})

/** `GET /api/users/account-summary`: lifetime totals. */
export const accountSummary = z.strictObject({
  deposits: int().describe('승인된 충전 합계 (원, 전체 기간)'),
  withdrawals: int().describe('승인된 환전 합계 (원, 전체 기간)'),
  stakes: int().describe('정산된 베팅금 합계 (원, 취소 제외)'),
  payouts: int().describe('정산된 베팅의 당첨금 합계 (원)'),
  netResult: int().describe('payouts − stakes (원)'),
  pendingStakes: int().describe('추첨 대기 중인 베팅금 (원)'),
})
