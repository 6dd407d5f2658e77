import { z } from 'zod'
import { pageNumberInput } from '../validation'

/** A page of the member's sign-ins: 20 by default, at most 50. */
export const signInHistoryInput = z.object({
  page: pageNumberInput,
  limit: z.coerce
    .number({ error: '표시 개수는 숫자여야 합니다.' })
    .int('표시 개수는 정수여야 합니다.')
    .min(1, '표시 개수는 1 이상이어야 합니다.')
    .max(50, '표시 개수는 50 이하여야 합니다.')
    .default(20),
})
export type SignInHistoryInput = z.output<typeof signInHistoryInput>

/** Minutes of play between reality checks a member may choose; 0 turns them off. */
export const realityCheckIntervals = [0, 15, 30, 60] as const
export type RealityCheckInterval = (typeof realityCheckIntervals)[number]

export const realityCheckIntervalInput = z.object({
  minutes: z.literal(realityCheckIntervals, {
    error: '알림 간격은 0(끄기), 15, 30, 60분 중 하나입니다.',
  }),
})
