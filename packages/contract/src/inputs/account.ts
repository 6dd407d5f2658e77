import { z } from 'zod'
import { pageNumberInput, pageSizeInput } from './paging'

/** A page of the member's sign-ins: 20 by default, at most 50. */
export const signInHistoryInput = z.object({
  page: pageNumberInput,
  limit: pageSizeInput({ max: 50, fallback: 20 }),
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
