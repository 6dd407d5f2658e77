import { kstDateInput } from '@pb/contract/inputs/fields'
import { pageNumberInput, pageSizeInput } from '@pb/contract/inputs/paging'
import { z } from 'zod'
import { gameCodeInput } from '../game/schemas'

const statisticsDays = '일수는 1~365 사이의 정수여야 합니다.'
const statisticsRounds = '회차 수는 1~10000 사이의 정수여야 합니다.'

/**
 * A statistics window: the last `rounds` drawn rounds or the last `days` game days (today included);
 * without either, the last 30 days.
 */
export const statisticsInput = gameCodeInput
  .extend({
    rounds: z.coerce
      .number({ error: statisticsRounds })
      .int(statisticsRounds)
      .min(1, statisticsRounds)
      .max(10_000, statisticsRounds)
      .optional()
      .describe('최근 N회차 (1~10000). days와 함께 쓸 수 없습니다.'),
    days: z.coerce
      .number({ error: statisticsDays })
      .int(statisticsDays)
      .min(1, statisticsDays)
      .max(365, statisticsDays)
      .optional()
      .describe('최근 N일 (오늘 포함, 1~365). 둘 다 없으면 30일.'),
  })
  .refine((input) => input.rounds === undefined || input.days === undefined, {
    message: 'rounds와 days 중 하나만 보내주세요.',
    path: ['rounds'],
  })

/** A game day's rounds, newest first; `round` finds one round (its number or its number of the day). */
export const resultsInput = gameCodeInput.extend({
  date: kstDateInput.optional().describe('KST 게임일 YYYY-MM-DD (기본: 오늘)'),
  round: z.coerce
    .number({ error: '회차 번호는 숫자여야 합니다.' })
    .int('회차 번호는 정수여야 합니다.')
    .min(1, '회차 번호는 1 이상입니다.')
    .max(2_147_483_647, '회차 번호가 너무 큽니다.')
    .optional()
    .describe('회차 검색: 그날의 회차(1~288) 또는 전체 회차 번호'),
  page: pageNumberInput,
  limit: pageSizeInput({ max: 288, fallback: 30 }),
})
