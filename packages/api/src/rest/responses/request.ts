import { cashRequestTypes, requestStatuses } from '@pb/db'
import { z } from 'zod'
import { instant, int, paged } from './shared'

const transactionType = z.enum(cashRequestTypes)
const statusCode = z.enum(requestStatuses)

/** `POST /api/transactions/topup`: a top-up, withdrawal or conversion as its member sees it. */
export const memberRequest = z.strictObject({
  id: int(),
  transactionType,
  amount: int().describe('신청 금액, 전환은 지급된 머니 (원)'),
  pointAmount: int().describe('전환에 쓴 포인트; 충전·출금은 0'),
  statusCode,
  statusName: z.string(),
  note: z.string(),
  rejectReason: z.string().nullable(),
  createdAt: instant(),
  approvedAt: instant().nullable(),
  processedAt: instant().nullable(),
  depositName: z.string(),
  bankName: z.string(),
  accountHolder: z.string(),
  accountNumber: z.string(),
})

/** `POST /api/transactions/withdrawal`: the request, with the wallet after its amount is held. */
export const withdrawal = memberRequest.extend({ newMoneyBal: int(), newPointBal: int() })

/** `POST /api/transactions/point-convert` */
export const pointConversion = withdrawal.extend({ moneyAmount: int().describe('지급된 머니 (원)') })

/** `GET /api/transactions/my-transactions` */
export const myRequests = paged(memberRequest)

/** `PUT /api/admin/transactions/{type}/{id}/status`: a request as administrators see it. */
export const adminRequest = z.strictObject({
  id: int(),
  transactionType,
  userId: int(),
  requestedAt: instant(),
  loginId: z.string(),
  name: z.string(),
  orgName: z.string(),
  requestAmount: int(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
  depositName: z.string(),
  note: z.string(),
  statusCode,
  statusName: z.string(),
  approverName: z.string().nullable(),
  processedAt: instant().nullable(),
  rejectReason: z.string().nullable(),
})

/** `GET /api/admin/transactions/{type}` */
export const adminRequests = paged(adminRequest)
