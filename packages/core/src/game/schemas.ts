import { z } from 'zod'
import { idInput, kstDateInput, pageNumberInput, textInput } from '../validation'

export const gameCodeInput = z.object({
  gameCode: z.enum(['powerball', 'PBG_POWERBALL']).default('powerball'),
})

export const recentResultsInput = z.object({ limit: z.coerce.number().int().min(1).max(288).default(10) })

export const statisticsInput = gameCodeInput.extend({
  days: z.coerce.number().int().min(1).max(365).default(30),
})

export const fairnessInput = z.object({ date: kstDateInput.optional() })

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
  page: pageNumberInput,
  limit: z.coerce.number().int().min(1).max(200).default(100),
})

const roundNumber = idInput('회차 번호')

export const manualResultInput = z.object({
  roundNumber,
  normalBalls: z
    .array(z.number().int().min(1, '일반볼은 1~28 사이입니다.').max(28, '일반볼은 1~28 사이입니다.'), {
      error: '일반볼 5개를 입력해주세요.',
    })
    .length(5, '일반볼 5개를 입력해주세요.')
    .refine((balls) => new Set(balls).size === 5, '일반볼은 서로 달라야 합니다.'),
  powerBall: z
    .number({ error: '파워볼을 입력해주세요.' })
    .int('파워볼은 0~9 사이입니다.')
    .min(0, '파워볼은 0~9 사이입니다.')
    .max(9, '파워볼은 0~9 사이입니다.'),
})

export const voidRoundInput = z.object({
  roundNumber,
  reason: textInput(200).pipe(z.string().min(1, '취소 사유를 입력해주세요.')),
})
