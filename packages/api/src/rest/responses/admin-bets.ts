import { betStatuses } from '@pb/db'
import { z } from 'zod'
import { instant, int, paged } from './shared'

const payout = () => int().describe('이 항목의 지급액 (원): 적중 시 베팅액 × 배당 (내림), 그 외 0')
const stakeAndPayout = z.strictObject({
  stake: int().describe('베팅액 합계 (원)'),
  payout: int().describe('지급액 합계 (원)'),
})

/** `GET /api/admin/bets`: one row per bet item, newest first, with the page's and the filter's sums. */
export const adminBets = paged(
  z.strictObject({
    id: int().describe('베팅 항목 ID'),
    betId: int().describe('구매(베팅) ID'),
    purchaseNo: z.string(),
    userId: int(),
    loginId: z.string(),
    userLoginId: z.string().describe('loginId와 같음'),
    placedAt: instant(),
    createdAt: instant().describe('placedAt과 같음'),
    roundNo: int(),
    selectionCode: z.string(),
    betItem: z.string().describe('선택 항목의 한국어 이름'),
    gameTypeName: z.string().describe('마켓의 한국어 이름'),
    totalStake: int().describe('구매 전체의 베팅액 (원)'),
    stake: int().describe('이 항목의 베팅액 (원)'),
    odds: z.number().describe('배당 (예: 1.93)'),
    oddsTaken: z.number().describe('odds와 같음'),
    expectedWin: int().describe('적중 시 지급액 (원)'),
    finalWinAmount: payout(),
    actualPayout: payout(),
    actualWin: payout(),
    betResult: z.enum(['WIN', 'LOSE', 'PENDING', 'VOID']).describe('적중, 미적중, 대기, 취소'),
    statusCode: z.enum(betStatuses),
  }),
).extend({
  sums: z.strictObject({
    page: stakeAndPayout.describe('이 페이지의 항목'),
    total: stakeAndPayout.describe('조건에 맞는 모든 항목'),
  }),
})
