import { roundSources, roundStatuses } from '@pb/db'
import { z } from 'zod'
import type { ProcedureOutput } from '../procedures'
import { instant, int, type SameType } from './shared'

const ball = int().min(1).max(28)
/** A result field: null on a voided round, which is never drawn. */
const resultText = () => z.string().nullable()

/** One round of the day whose seed is revealed (game-rules §8). */
const revealedRound = z.strictObject({
  round: int().describe('전체 회차 번호'),
  todayRound: int().describe('그날의 회차 (1–288)'),
  gameDate: z.iso.date(),
  time: instant().describe('추첨 시각'),
  status: z
    .enum(roundStatuses)
    .describe(
      'DRAWN 또는 SETTLED: 추첨된 회차. VOID: 취소된 회차로, 추첨 시각에 시드만 공개되고 결과는 null',
    ),
  powerball: int().min(0).max(9).nullable(),
  powerballOddEven: resultText(),
  powerballUnderOver: resultText(),
  number: z.array(ball).describe('일반볼 5개 (오름차순), 취소된 회차는 빈 배열'),
  drawOrder: z.array(ball).describe('추첨 순서의 일반볼, 취소된 회차는 빈 배열'),
  numberSum: int().nullable(),
  numberOddEven: resultText(),
  numberUnderOver: resultText(),
  numberSize: resultText(),
  seed: z
    .string()
    .nullable()
    .describe('공개된 시드 (hex, 이 목록에서는 늘 있음): SHA-256(seed)가 앞 회차의 시드, 1회차는 앵커'),
  source: z.enum(roundSources).nullable().describe('RNG 또는 MANUAL, 취소된 회차는 null'),
})

/** `GET /api/games/fairness`: a day's anchor and every revealed seed, voided rounds included. */
export const fairnessDay = z.strictObject({
  date: z.iso.date(),
  anchor: z.string().nullable().describe('SHA-256(1회차 시드), 그날의 체인이 없으면 null'),
  rounds: z.array(revealedRound),
})
export type FairnessDay = SameType<z.output<typeof fairnessDay>, ProcedureOutput<'game.fairness'>>
