import { roundSources, roundStatuses, voidReasons } from '@pb/db'
import { z } from 'zod'
import { drawBeacon } from './fairness'
import { instant, int, paged } from './shared'

const ball = int().min(1).max(28)
const resultText = () => z.string().nullable()

const freshUntil = instant().describe(
  '이 답이 바뀌지 않는 시각: 다음 추첨 (방금 추첨된 회차를 아직 기다리면 몇 초 뒤). Cache-Control의 max-age도 여기까지',
)

/** One round of a game day's results. */
const dayResult = z.strictObject({
  round: int().describe('전체 회차 번호'),
  todayRound: int().describe('그날의 회차 (1–288)'),
  gameDate: z.iso.date(),
  time: instant().describe('추첨 시각'),
  status: z.enum(roundStatuses).describe('DRAWN 또는 SETTLED: 추첨됨. VOID: 취소되어 결과 없음'),
  powerball: int().min(0).max(9).nullable(),
  powerballOddEven: resultText(),
  powerballUnderOver: resultText(),
  number: z.array(ball).describe('일반볼 5개 (오름차순)'),
  drawOrder: z.array(ball).describe('추첨 순서의 일반볼'),
  numberSum: int().nullable(),
  numberOddEven: resultText(),
  numberUnderOver: resultText(),
  numberSize: resultText(),
  seed: z.string().nullable(),
  source: z.enum(roundSources).nullable().describe('RNG 또는 MANUAL (운영자가 입력한 결과)'),
  drawVersion: int(),
  beacon: drawBeacon.nullable(),
  voidReason: z.enum(voidReasons).nullable(),
})

/** `GET /api/games/results`: a game day's rounds, newest first. */
export const dayResults = paged(dayResult).extend({
  date: z.iso.date().describe('결과의 KST 게임일'),
  freshUntil,
})

const streak = z.strictObject({ value: z.string().nullable(), length: int() })

const fieldStatistics = z.strictObject({
  values: z.array(z.strictObject({ value: z.string(), count: int(), share: z.number() })),
  streak: streak.describe('가장 최근 회차까지 이어지는 연속'),
  longest: streak.extend({ lastRound: int().nullable() }).describe('구간 안에서 가장 긴 연속 (먼저 나온 것)'),
})

const ballGroup = z.strictObject({
  values: z.array(
    z.strictObject({
      value: int(),
      count: int().describe('이 공이 나온 회차 수'),
      share: z.number(),
      sinceLastSeen: int().nullable().describe('마지막으로 나온 뒤 지난 회차 수 (0: 최근 회차)'),
    }),
  ),
  mostFrequent: z.array(int()),
  leastFrequent: z.array(int()),
})

const boardRuns = z.array(
  z.strictObject({ value: z.string(), length: int(), firstRound: int(), lastRound: int() }),
)

const outcomeField = <Value extends string>(values: readonly [Value, ...Value[]]) =>
  fieldStatistics.describe(values.join(' | '))

/** `GET /api/games/statistics`. */
export const statistics = z.strictObject({
  gameCode: z.literal('powerball'),
  rounds: int().nullable().describe('최근 N회차 구간 (days 구간이면 null)'),
  days: int().nullable().describe('최근 N일 구간 (rounds 구간이면 null)'),
  firstGameDate: z.iso.date(),
  firstRound: int().nullable(),
  lastRound: int().nullable(),
  totalRounds: int().describe('구간 안의 추첨된 회차 수 (취소 회차 제외)'),
  fields: z.strictObject({
    powerballOddEven: outcomeField(['ODD', 'EVEN']),
    powerballUnderOver: outcomeField(['UNDER', 'OVER']),
    numberOddEven: outcomeField(['ODD', 'EVEN']),
    numberUnderOver: outcomeField(['UNDER', 'OVER']),
    numberSize: outcomeField(['SMALL', 'MID', 'BIG']),
    powerballCombo: outcomeField(['ODD_UNDER', 'ODD_OVER', 'EVEN_UNDER', 'EVEN_OVER']),
    numberCombo: outcomeField(['ODD_UNDER', 'ODD_OVER', 'EVEN_UNDER', 'EVEN_OVER']),
    numberOddEvenSize: outcomeField([
      'ODD_SMALL',
      'ODD_MID',
      'ODD_BIG',
      'EVEN_SMALL',
      'EVEN_MID',
      'EVEN_BIG',
    ]),
  }),
  powerballs: ballGroup.describe('파워볼 0–9'),
  balls: ballGroup.describe('일반볼 1–28'),
  boards: z
    .strictObject({
      powerballOddEven: boardRuns,
      powerballUnderOver: boardRuns,
      numberOddEven: boardRuns,
      numberUnderOver: boardRuns,
      numberSize: boardRuns,
    })
    .describe('패턴 보드: 같은 값이 이어지는 회차마다 한 열 (오래된 것부터, 최근 1,000회차까지)'),
  freshUntil,
})
