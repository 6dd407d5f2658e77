import { z } from 'zod'
import { int } from './shared'

/** `GET /api/users/wallet` */
export const wallet = z.strictObject({
  moneyBal: int().describe('보유 머니 (원)'),
  pointBal: int().describe('보유 포인트'),
  heldBal: int().describe('출금 신청으로 보류 중인 머니 (원)'),
})

/** `POST /api/admin/users/{id}/balance` and `/points`: a grant (+) or a deduction (−). */
export const adjustment = z.strictObject({
  userId: int(),
  loginId: z.string(),
  type: z.string().describe('ADJUST_CREDIT, ADJUST_DEBIT (머니) 또는 POINT_ADJUST (포인트)'),
  amount: int().describe('부호 있는 조정액'),
  moneyBal: int(),
  pointBal: int(),
})
