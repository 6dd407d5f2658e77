import { z } from 'zod'
import { MAX_AMOUNT, MIN_SELF_LIMIT, selfExclusionLengths } from '../limits'
import { selfLimitPeriods, selfLimitTypes } from '../vocabulary'
import { won } from './fields'

const unknownField = (issue: { code: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `알 수 없는 항목입니다: ${issue.keys?.join(', ')}` : undefined

const amountMessage = `한도 금액은 ${won(MIN_SELF_LIMIT)} 이상 ${won(MAX_AMOUNT)} 이하의 원 단위 정수이거나, 해제하려면 null입니다.`

/** One limit the member sets on themself; `amount: null` removes it (after 24 hours). */
export const setLimitInput = z.strictObject(
  {
    type: z.enum(selfLimitTypes, { error: '한도 종류는 DEPOSIT, STAKE, LOSS 중 하나입니다.' }),
    period: z.enum(selfLimitPeriods, { error: '한도 기간은 DAY, WEEK, MONTH 중 하나입니다.' }),
    amount: z
      .number({ error: amountMessage })
      .int(amountMessage)
      .min(MIN_SELF_LIMIT, `한도 금액을 ${won(MIN_SELF_LIMIT)} 이상 입력해주세요.`)
      .max(MAX_AMOUNT, amountMessage)
      .nullable(),
  },
  { error: unknownField },
)
export type SetLimitInput = z.output<typeof setLimitInput>

const { timeout, exclusion } = selfExclusionLengths
const selfExclusionDays = [...timeout, ...exclusion] as const
const daysMessage = `기간은 ${timeout.join(', ')}일(타임아웃) 또는 ${exclusion.join(', ')}일(자기 제외) 중 하나입니다.`
const chooseOne = '기간(days) 또는 영구 제외(permanent: true) 중 하나만 지정해주세요.'

/** A time-out or self-exclusion: a number of days from the list, or for good. */
export const selfExclusionInput = z
  .strictObject(
    {
      days: z.literal(selfExclusionDays, { error: daysMessage }).optional(),
      permanent: z.literal(true, { error: chooseOne }).optional(),
    },
    { error: unknownField },
  )
  .refine((input) => (input.days === undefined) !== (input.permanent === undefined), chooseOne)
export type SelfExclusionInput = z.output<typeof selfExclusionInput>
