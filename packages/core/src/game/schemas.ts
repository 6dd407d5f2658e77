import {
  idempotencyKeyInput,
  idInput,
  instantInput,
  kstDateInput,
  textInput,
} from '@pb/contract/inputs/fields'
import { pageNumberInput, pageSizeInput } from '@pb/contract/inputs/paging'
import { oddsRange, textLimits } from '@pb/contract/limits'
import { z } from 'zod'

export const gameCodeInput = z.object({
  gameCode: z.enum(['powerball', 'PBG_POWERBALL']).default('powerball'),
})

export const recentResultsInput = z.object({ limit: pageSizeInput({ max: 288, fallback: 10 }) })

export const fairnessInput = z.object({ date: kstDateInput.optional() })

export const updateOddsInput = z.object({
  marketCode: z.string().min(1).max(40),
  selectionCode: z.string().min(1).max(40),
  odds: z
    .number({ error: '배당률은 숫자여야 합니다.' })
    .min(oddsRange.min, `배당률은 ${oddsRange.min} 이상이어야 합니다.`)
    .max(oddsRange.max)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, '배당률은 0.01 단위입니다.'),
})

export const pageInput = z.object({
  page: pageNumberInput,
  limit: pageSizeInput({ max: 200, fallback: 100 }),
})

const roundNo = idInput('회차 번호')

/** Five distinct normal balls of 1 to 28, as drawn. */
const normalBallsInput = z
  .array(z.number().int().min(1, '일반볼은 1~28 사이입니다.').max(28, '일반볼은 1~28 사이입니다.'), {
    error: '일반볼 5개를 입력해주세요.',
  })
  .length(5, '일반볼 5개를 입력해주세요.')
  .refine((balls) => new Set(balls).size === 5, '일반볼은 서로 달라야 합니다.')

const powerBallInput = z
  .number({ error: '파워볼을 입력해주세요.' })
  .int('파워볼은 0~9 사이입니다.')
  .min(0, '파워볼은 0~9 사이입니다.')
  .max(9, '파워볼은 0~9 사이입니다.')

export const manualResultInput = z.object({
  roundNo,
  normalBalls: normalBallsInput,
  powerBall: powerBallInput,
})

export const voidRoundInput = z.object({
  roundNo,
  reason: textInput(textLimits.reason).pipe(z.string().min(1, '취소 사유를 입력해주세요.')),
})

const allFields = '모든 항목을 입력해주세요.'

/** The console's form (docs/product.md §5.8): a field left out, null or blank is missing, whatever it should hold. */
function required<Schema extends z.ZodType>(schema: Schema) {
  const present = z.transform((value: unknown, context): unknown => {
    if (value !== undefined && value !== null && value !== '') return value
    context.addIssue({ code: 'custom', message: allFields, input: value })
    return z.NEVER
  })
  // The transform hands the value on unchanged, so the field takes what the schema takes.
  return present.pipe(schema) as unknown as z.ZodType<z.output<Schema>, z.input<Schema>>
}

/**
 * Re-settlement of a drawn round's bets placed within a time range (docs/product.md §7.2
 * `manual-result-by-timerange`): both ends are instants and belong to the range.
 */
export const resettleInput = z.object({
  roundNo: required(roundNo),
  timeRange: required(
    z
      .object(
        { start: required(instantInput), end: required(instantInput) },
        { error: '시간 범위는 {start, end} 형식이어야 합니다.' },
      )
      .refine((range) => range.start <= range.end, '시작 시각은 종료 시각보다 늦을 수 없습니다.'),
  ),
  /**
   * The corrected result of a round whose result an operator entered; a drawn round settles again on
   * its own verifiable result, which this may repeat but not change.
   */
  newResult: z
    .object(
      { normalBalls: required(normalBallsInput), powerBall: required(powerBallInput) },
      { error: '새 결과는 {normalBalls, powerBall} 형식이어야 합니다.' },
    )
    .optional(),
  idempotencyKey: idempotencyKeyInput,
})
export type ResettleInput = z.infer<typeof resettleInput>
