import { z } from 'zod'
import {
  listPageSizes,
  MAX_AMOUNT,
  MIN_CONVERT_POINTS,
  MIN_REQUEST_AMOUNT,
  passwordLength,
  textLimits,
} from '../limits'
import { requestStatuses } from '../vocabulary'
import { idempotencyKeyInput, idInput, kstDateInput, textInput, won } from './fields'
import { pageNumberInput, pageSizeInput } from './paging'

const digitsMessage = '금액은 숫자만 입력해주세요.'
/** A whole non-negative number, as JSON sends it or as a form field of digits only ("50000"). */
const digitsOnly = (message: string) =>
  z.union(
    [
      z.number({ error: message }).int(message).nonnegative(message),
      z
        .string({ error: message })
        .trim()
        .regex(/^\d{1,13}$/, message)
        .transform(Number),
    ],
    { error: message },
  )

const requestAmount = (minimumMessage: string) =>
  digitsOnly(digitsMessage).pipe(
    z.number().min(MIN_REQUEST_AMOUNT, minimumMessage).max(MAX_AMOUNT, '금액이 너무 큽니다.'),
  )

const note = textInput(textLimits.note).optional().default('')

/** docs/product.md §5.3: digits only, at least 10,000 won. */
export const topupInput = z.object({
  amount: requestAmount(`최소 충전 금액은 ${won(MIN_REQUEST_AMOUNT)}입니다.`),
  note,
  idempotencyKey: idempotencyKeyInput,
})
export type TopupInput = z.output<typeof topupInput>

/** docs/product.md §5.3: digits only, at least 10,000 won; the balance check happens under the wallet lock. */
export const withdrawalInput = z.object({
  amount: requestAmount(`최소 출금 금액은 ${won(MIN_REQUEST_AMOUNT)}입니다.`),
  note,
  idempotencyKey: idempotencyKeyInput,
})
export type WithdrawalInput = z.output<typeof withdrawalInput>

const pointsMessage = '포인트는 숫자만 입력해주세요.'
/** docs/product.md §5.3: integer points, at least 1P; not above the points held (checked under the lock). */
export const pointConvertInput = z.object({
  pointAmount: digitsOnly(pointsMessage).pipe(
    z
      .number()
      .min(MIN_CONVERT_POINTS, `포인트가 부족합니다. 최소 ${MIN_CONVERT_POINTS}P부터 전환할 수 있습니다.`)
      .max(MAX_AMOUNT, '포인트가 너무 큽니다.'),
  ),
  password: z.string().max(passwordLength.max).optional(),
  idempotencyKey: idempotencyKeyInput,
})
export type PointConvertInput = z.output<typeof pointConvertInput>

const dates = { startDate: kstDateInput.optional(), endDate: kstDateInput.optional() }
const status = z.enum(requestStatuses, { error: '상태는 PENDING, APPROVED, REJECTED 중 하나입니다.' })
const lowerCase = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value)

/** The member's own top-ups, withdrawals and conversions (GET /transactions/my-transactions, docs/product.md §7.1). */
export const myRequestsInput = z.object({
  type: z.preprocess(lowerCase, z.enum(['topup', 'withdrawal', 'point_convert'])).optional(),
  status: status.optional(),
  ...dates,
  page: pageNumberInput,
  limit: pageSizeInput({ max: 100, fallback: 10 }),
})
export type MyRequestsFilter = z.output<typeof myRequestsInput>

/** The member's point history (docs/product.md §3.2). */
export const pointHistoryInput = z.object({
  ...dates,
  type: z
    .enum(['EARN', 'CONVERT', 'ADJUST'], { error: '유형은 EARN, CONVERT, ADJUST 중 하나입니다.' })
    .optional(),
  page: pageNumberInput,
  limit: pageSizeInput({ max: 100, fallback: 20 }),
})
export type PointHistoryFilter = z.output<typeof pointHistoryInput>

const requestType = z.preprocess(
  lowerCase,
  z.enum(['topup', 'withdrawal'], { error: '유형은 topup 또는 withdrawal입니다.' }),
)

/** GET /admin/transactions/{type} (docs/product.md §7.2): one status or a comma list. */
export const listRequestsInput = z.object({
  type: requestType,
  status: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(status))
    .optional(),
  userId: idInput('회원 ID').optional(),
  ...dates,
  /** By request order: newest first unless asked otherwise (a queue is worked oldest first). */
  order: z.enum(['asc', 'desc'], { error: '정렬은 asc 또는 desc입니다.' }).default('desc'),
  page: pageNumberInput,
  limit: pageSizeInput({ max: 200, fallback: 100 }),
})
export type ListRequestsFilter = z.output<typeof listRequestsInput>

/** PUT /admin/transactions/{type}/{id}/status (docs/money.md §4): approve, or reject with a reason. */
export const requestStatusInput = z
  .object({
    type: requestType,
    id: idInput('요청 ID'),
    action: z.enum(['approve', 'reject'], { error: '처리 방식은 approve 또는 reject입니다.' }),
    reason: textInput(textLimits.reason).optional(),
    idempotencyKey: idempotencyKeyInput,
  })
  .refine((input) => input.action !== 'reject' || Boolean(input.reason), {
    message: '거절 사유를 입력해주세요.',
    path: ['reason'],
  })
export type RequestStatusInput = z.output<typeof requestStatusInput>

/** Filter values of the point ledger types (docs/product.md §4.6). */
export const pointLedgerFilterTypes = {
  EARN: 'POINT_EARN',
  CONVERT: 'POINT_CONVERT_IN',
  ADJUST: 'POINT_ADJUST',
} as const

/** GET /admin/points (docs/product.md §7.2). */
export const adminPointsInput = z.object({
  type: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.enum(['EARN', 'CONVERT', 'ADJUST'], { error: '유형은 EARN, CONVERT, ADJUST 중 하나입니다.' }),
    )
    .optional(),
  userId: idInput('회원 ID').optional(),
  ...dates,
  page: pageNumberInput,
  limit: pageSizeInput(listPageSizes.points),
})
export type AdminPointsFilter = z.output<typeof adminPointsInput>

const signedAmount = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .refine((value) => value !== 0, message)
    .refine((value) => Math.abs(value) <= MAX_AMOUNT, '금액이 너무 큽니다.')

/**
 * POST /admin/users/{id}/balance (docs/money.md §5): a signed amount (negative deducts). The type may be left
 * out; when given it must agree with the sign, so a mistaken form cannot credit what it meant to take.
 */
export const adjustBalanceInput = z
  .object({
    id: idInput('회원 ID'),
    amount: signedAmount('조정 금액은 0이 아닌 정수여야 합니다.'),
    type: z.enum(['ADJUST_CREDIT', 'ADJUST_DEBIT']).optional(),
    note,
    idempotencyKey: idempotencyKeyInput,
  })
  .refine((input) => !input.type || (input.type === 'ADJUST_CREDIT') === input.amount > 0, {
    message: '지급은 양수, 회수는 음수 금액이어야 합니다.',
    path: ['type'],
  })
  .transform((input) => ({
    ...input,
    type: input.type ?? (input.amount > 0 ? ('ADJUST_CREDIT' as const) : ('ADJUST_DEBIT' as const)),
  }))
export type AdjustBalanceInput = z.output<typeof adjustBalanceInput>

/** POST /admin/users/{id}/points (docs/money.md §5): a signed amount (negative deducts). */
export const adjustPointsInput = z.object({
  id: idInput('회원 ID'),
  amount: signedAmount('조정 포인트는 0이 아닌 정수여야 합니다.'),
  note,
  idempotencyKey: idempotencyKeyInput,
})
export type AdjustPointsInput = z.output<typeof adjustPointsInput>
