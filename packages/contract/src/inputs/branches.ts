import { z } from 'zod'
import { rateRanges, textLimits } from '../limits'
import { orgStatuses } from '../vocabulary'
import { decimalInput, idInput, kstDateInput, textInput } from './fields'

const { rollingRate: rolling, losingRate: losing } = rateRanges
const rollingRange = `롤링 요율은 ${rolling.min}에서 ${rolling.max} 사이여야 합니다.`
const losingRange = `루징 요율은 ${losing.min}에서 ${losing.max} 사이여야 합니다.`
const name = textInput(textLimits.branchName).min(1, '조직 이름을 입력해주세요.')

export const orgIdInput = z.object({ id: idInput('조직 ID') })

/** A new branch one level below `parentId`. */
export const createOrgInput = z.strictObject({ parentId: idInput('상위 조직 ID'), name })
export type CreateOrgInput = z.output<typeof createOrgInput>

/** A branch renamed, suspended or resumed. */
export const updateOrgInput = z.strictObject({
  id: idInput('조직 ID'),
  name: name.optional(),
  status: z.enum(orgStatuses, { error: '상태는 ACTIVE 또는 SUSPENDED입니다.' }).optional(),
})
export type UpdateOrgInput = z.output<typeof updateOrgInput>

const stepOf = (value: number, step: number) => Math.abs(value / step - Math.round(value / step)) < 1e-9

/** A branch's commission plan: rolling 0–5 % in steps of 0.1, losing 0–50 % in whole percent. */
export const commissionInput = z.strictObject({
  id: idInput('조직 ID'),
  rollingRate: decimalInput('롤링 요율은 숫자여야 합니다.').pipe(
    z
      .number()
      .min(rolling.min, rollingRange)
      .max(rolling.max, rollingRange)
      .refine((rate) => stepOf(rate, 0.1), '롤링 요율은 0.1 단위입니다.'),
  ),
  losingRate: decimalInput('루징 요율은 숫자여야 합니다.').pipe(
    z
      .number()
      .min(losing.min, losingRange)
      .max(losing.max, losingRange)
      .refine(Number.isInteger, '루징 요율은 1 단위입니다.'),
  ),
})
export type CommissionInput = z.output<typeof commissionInput>

/** The longest statement one call computes: about a year of KST days. */
export const MAX_STATEMENT_DAYS = 366

const period = {
  start: kstDateInput,
  end: kstDateInput,
}
const ordered = (range: { start: string; end: string }) => range.start <= range.end
const orderMessage = { message: '시작일은 종료일보다 늦을 수 없습니다.', path: ['start'] }

/** A branch's statement over KST days `start` … `end`, both inclusive. */
export const statementInput = z
  .object({ id: idInput('조직 ID'), ...period })
  .refine(ordered, orderMessage)
  .refine(
    (range) => Date.parse(range.end) - Date.parse(range.start) < MAX_STATEMENT_DAYS * 86_400_000,
    `정산서는 한 번에 ${MAX_STATEMENT_DAYS}일까지 조회할 수 있습니다.`,
  )
export type StatementInput = z.output<typeof statementInput>

/** A period SUPER closes: one KST day, a Monday-to-Sunday week or a calendar month. */
export const closePeriodInput = z.strictObject(period).refine(ordered, orderMessage)
export type ClosePeriodInput = z.output<typeof closePeriodInput>

/** A member moved to another shop branch. */
export const moveMemberInput = z.strictObject({ id: idInput('회원 ID'), orgId: idInput('조직 ID') })
export type MoveMemberInput = z.output<typeof moveMemberInput>
