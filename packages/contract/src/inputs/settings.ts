import { adminRoleCodes } from '@pb/access'
import { type CapGroup, capGroups } from '@pb/game'
import { z } from 'zod'
import { houseEdgeRange, MAX_AMOUNT, MAX_CAP } from '../limits'
import { decimalInput } from './fields'

/** A stake cap of a market group or of a round's total, in whole won. */
export const capAmountInput = z
  .number({ error: '한도는 숫자여야 합니다.' })
  .int('한도는 원 단위 정수입니다.')
  .min(1, '한도는 1원 이상이어야 합니다.')
  .max(MAX_CAP, '한도가 너무 큽니다.')

/** A four-eyes limit for money decisions (won), or null for none (docs/money.md §11). */
export const approvalLimitInput = z
  .number({ error: '금액은 숫자여야 합니다.' })
  .int('금액은 원 단위 정수입니다.')
  .min(0, '금액은 0원 이상이어야 합니다.')
  .max(MAX_AMOUNT, '금액이 너무 큽니다.')
  .nullable()

const edgeRange = `최소 하우스 엣지는 ${houseEdgeRange.min}에서 ${houseEdgeRange.max} 사이여야 합니다.`
/** The minimum house edge in percent, sent as a number or as a form field's text, in steps of 0.1. */
export const minHouseEdgeInput = decimalInput('최소 하우스 엣지는 숫자여야 합니다.').pipe(
  z
    .number()
    .min(houseEdgeRange.min, edgeRange)
    .max(houseEdgeRange.max, edgeRange)
    .refine(
      (edge) => Math.abs(edge * 10 - Math.round(edge * 10)) < 1e-9,
      '최소 하우스 엣지는 0.1 단위입니다.',
    ),
)

const capsShape = Object.fromEntries(
  [...capGroups, 'TOTAL' as const].map((group) => [group, capAmountInput.optional()]),
) as Record<CapGroup | 'TOTAL', z.ZodOptional<typeof capAmountInput>>

/** A change of the operator settings: only what changes is sent, at least one of them. */
export const updateSettingsInput = z
  .object({
    caps: z.strictObject(capsShape, { error: '알 수 없는 한도 그룹입니다.' }).optional(),
    pointConvertPasswordRequired: z.boolean({ error: '참 또는 거짓이어야 합니다.' }).optional(),
    totpRequiredRoles: z
      .array(z.enum(adminRoleCodes, { error: '관리자 등급이 아닙니다.' }))
      .max(adminRoleCodes.length)
      .optional(),
    minHouseEdge: minHouseEdgeInput.optional(),
    selfApproval: z.boolean({ error: '참 또는 거짓이어야 합니다.' }).optional(),
    grantApprovalAbove: approvalLimitInput.optional(),
    withdrawalApprovalAbove: approvalLimitInput.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: '변경할 설정을 입력해주세요.',
  })
export type UpdateSettingsInput = z.output<typeof updateSettingsInput>
