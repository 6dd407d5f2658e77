import { z } from 'zod'

export const gameCodeInput = z.object({
  gameCode: z.enum(['powerball', 'PBG_POWERBALL']).default('powerball'),
})

export const recentResultsInput = z.object({ limit: z.coerce.number().int().min(1).max(288).default(10) })

export const statisticsInput = gameCodeInput.extend({
  days: z.coerce.number().int().min(1).max(365).default(30),
})

export const fairnessInput = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 YYYY-MM-DD 형식이어야 합니다.')
    .optional(),
})

export const updateOddsInput = z.object({
  marketCode: z.string().min(1).max(40),
  selectionCode: z.string().min(1).max(40),
  odds: z
    .number({ error: '배당률은 숫자여야 합니다.' })
    .min(1.01, '배당률은 1.01 이상이어야 합니다.')
    .max(1000)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, '배당률은 0.01 단위입니다.'),
})

export const pageInput = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(100),
})
