import {
  idempotencyKeyInput as idempotencyKey,
  idInput,
  kstDateInput,
  textInput,
} from '@pb/contract/inputs/fields'
import { clampedPageSizeInput, pageNumberInput, pageSizeInput } from '@pb/contract/inputs/paging'
import { listPageSizes } from '@pb/contract/limits'
import { selections } from '@pb/game'
import { z } from 'zod'

const selectionCodes = selections.map((s) => s.code) as [string, ...string[]]
/** One bet item's fields, also read by the REST edge's request forms. */
export const betItemFields = {
  selectionCode: z.enum(selectionCodes, { error: '베팅 항목을 선택해주세요.' }),
  stake: z
    .number({ error: '베팅 금액을 선택해주세요.' })
    .int('베팅 금액은 원 단위 정수여야 합니다.')
    .min(1, '베팅 금액을 선택해주세요.')
    .max(1_000_000_000, '베팅 금액이 너무 큽니다.'),
  odds: z.number().positive().max(10_000).optional(),
}

/** docs/game-rules.md §8: items on a round, the open one when left out. */
export const placeBetInput = z.object({
  roundNo: z.number().int().positive().optional(),
  items: z
    .array(z.object(betItemFields), { error: '베팅 항목을 선택해주세요.' })
    .min(1, '베팅 항목을 선택해주세요.')
    .max(45),
  idempotencyKey,
})
export type PlaceBetInput = z.output<typeof placeBetInput>

/** `GET /api/bets/caps`: the round whose stakes count, the open one when left out. */
export const roundCapsInput = z.object({ roundNo: idInput('회차 번호').optional() })
export type RoundCapsInput = z.output<typeof roundCapsInput>

export const betHistoryInput = z.object({
  page: pageNumberInput,
  limit: pageSizeInput({ max: 100, fallback: 10 }),
  status: z.enum(['PLACED', 'WON', 'LOST', 'VOID']).optional(),
  startDate: kstDateInput.optional(),
  endDate: kstDateInput.optional(),
})

/** A purchase by id (digits) or purchase number; an id beyond the id column names no purchase. */
export const betIdInput = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[0-9A-Za-z-]+$/, '베팅 번호가 올바르지 않습니다.')
    .refine(
      (id) => !/^\d+$/.test(id) || Number(id) <= Number.MAX_SAFE_INTEGER,
      '베팅 번호가 올바르지 않습니다.',
    ),
})

/** The result filter of the back office's bet list (docs/product.md §4.5) and the item status each stands for. */
export const betResultStatuses = { WIN: 'WON', LOSE: 'LOST', PENDING: 'PLACED', VOID: 'VOID' } as const
export type BetResult = keyof typeof betResultStatuses

/** GET /admin/bets (docs/product.md §7.2). */
export const adminBetsInput = z
  .object({
    page: pageNumberInput,
    /** docs/product.md §5.9: out of range is clamped, not refused. */
    limit: clampedPageSizeInput(listPageSizes.bets),
    startDate: kstDateInput.optional(),
    endDate: kstDateInput.optional(),
    userId: idInput('회원 ID').optional(),
    loginId: textInput(50).optional(),
    roundNo: idInput('회차 번호').optional(),
    result: z
      .enum(Object.keys(betResultStatuses) as [BetResult, ...BetResult[]], {
        error: '결과는 WIN, LOSE, PENDING, VOID 중 하나입니다.',
      })
      .optional(),
  })
  .refine((input) => !input.startDate || !input.endDate || input.startDate <= input.endDate, {
    message: '시작일은 종료일보다 늦을 수 없습니다.',
    path: ['startDate'],
  })
export type AdminBetsFilter = z.output<typeof adminBetsInput>
