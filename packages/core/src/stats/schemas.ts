import { idInput, kstDateInput } from '@pb/contract/inputs/fields'
import { z } from 'zod'

const notReversed = (from: string | undefined, to: string | undefined) => !from || !to || from <= to
const reversedMessage = '시작일은 종료일보다 늦을 수 없습니다.'

/** GET /admin/stats (docs/product.md §7.2): today (KST) unless a range is given. */
export const adminStatsInput = z
  .object({ startDate: kstDateInput.optional(), endDate: kstDateInput.optional() })
  .refine((input) => notReversed(input.startDate, input.endDate), {
    message: reversedMessage,
    path: ['startDate'],
  })
export type AdminStatsInput = z.output<typeof adminStatsInput>

const granularities = ['daily', 'monthly', 'yearly'] as const
export type Granularity = (typeof granularities)[number]

/** GET /admin/stats/aggregate (docs/product.md §7.2): periods of an org's subtree (or one member), or one row per member. */
export const statsAggregateInput = z
  .object({
    granularity: z
      .enum(granularities, { error: '단위는 daily, monthly, yearly 중 하나입니다.' })
      .default('daily'),
    start: kstDateInput.optional(),
    end: kstDateInput.optional(),
    orgId: idInput('조직 ID').optional(),
    userId: idInput('회원 ID').optional(),
    groupBy: z.enum(['period', 'member'], { error: '묶음은 period 또는 member입니다.' }).default('period'),
  })
  .refine((input) => notReversed(input.start, input.end), { message: reversedMessage, path: ['start'] })
export type StatsAggregateInput = z.output<typeof statsAggregateInput>
