import { roleCodes, userStatuses } from '@pb/db'
import { z } from 'zod'
import { instant, int, paged } from './shared'

/** A user as administrators see them (docs/product.md §3.1). */
export const member = z.strictObject({
  id: int(),
  orgId: int(),
  roleCode: z.enum(roleCodes),
  roleName: z.string(),
  loginId: z.string(),
  nickname: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  pointRate: z.number().describe('베팅액 대비 포인트 적립률 (%)'),
  statusCode: z.enum(userStatuses),
  lastLoginAt: instant().nullable(),
  registeredAt: instant(),
  orgName: z.string(),
  orgLevel: int(),
  moneyBal: int().describe('보유 머니 (원)'),
  pointBal: int().describe('보유 포인트'),
  heldBal: int().describe('출금 신청으로 보류 중인 머니 (원)'),
  totalDeposit: int().describe('승인된 충전 합계 (원, 정산 전 내역)'),
  totalWithdrawal: int().describe('승인된 출금 합계 (원, 정산 전 내역; 대기 중인 출금 제외)'),
  settlement: int().describe('totalDeposit − totalWithdrawal (원)'),
  betBlocked: z.boolean(),
  selfExcludedUntil: instant()
    .nullable()
    .describe(
      '회원이 스스로 신청한 이용 제한(타임아웃·자기 제외)의 종료 시각; 지났을 수 있음, 9999-12-31은 영구',
    ),
  bankName: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
})

/** `GET /api/admin/users/{id}`: the same, with the state of the user's second factor. */
export const memberDetail = member.extend({
  totpEnabled: z
    .boolean()
    .describe('2단계 인증 사용 여부 (상위 관리자가 DELETE /admin/users/{id}/totp로 초기화)'),
})

/** `GET /api/admin/users` */
export const members = paged(member)
