import { roundSources, roundStatuses, voidReasons } from '@pb/db'
import { z } from 'zod'
import { instant, int } from './shared'

const ball = int().min(1).max(28)

/** A beacon value as the chain published it (docs/game-rules.md §2a). */
export const drawBeacon = z.strictObject({
  scheme: z.literal('bls-unchained-g1-rfc9380'),
  chainHash: z.string(),
  round: int(),
  signature: z.string().describe('G1 서명 (hex, 48바이트)'),
  randomness: z.string().describe('SHA-256(signature) (hex)'),
})
/** A result field: null on a voided round, which is never drawn. */
const resultText = () => z.string().nullable()

/** One round of the day whose seed is revealed (docs/game-rules.md §8). */
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
  drawVersion: int().describe('1: 시드만, 2: 시드 + 비콘 (베팅 마감 뒤에 나오는 공개 난수)'),
  beacon: drawBeacon.nullable().describe('버전 2 회차의 비콘 값 (체인이 공개한 그대로)'),
  voidReason: z
    .enum(voidReasons)
    .nullable()
    .describe('OPERATOR: 운영자 취소(승인됨), BEACON_LATE: 비콘이 15분 안에 오지 않음'),
  lateResult: z
    .strictObject({ drawOrder: z.array(ball), powerball: int().min(0).max(9) })
    .nullable()
    .describe('BEACON_LATE로 취소된 회차에 비콘이 나중에 왔을 때의, 그 비콘이 낼 결과'),
})

/** `GET /api/games/fairness`: a day's anchor and every revealed seed, voided rounds included. */
export const fairnessDay = z.strictObject({
  date: z.iso.date(),
  anchor: z.string().nullable().describe('SHA-256(1회차 시드), 그날의 체인이 없으면 null'),
  beacon: z
    .strictObject({
      mode: z.enum(['drand', 'local']),
      independent: z.boolean().describe('false: 이 운영사의 키로 서명하는 로컬 비콘 (독립적이지 않음)'),
      scheme: z.literal('bls-unchained-g1-rfc9380'),
      chainHash: z.string(),
      publicKey: z.string().describe('G2 공개키 (hex)'),
      genesis: int(),
      period: int(),
    })
    .nullable(),
  selfApproval: z.boolean().describe('true: 최고관리자가 한 명뿐이라 자기 제안을 스스로 승인할 수 있음'),
  rounds: z.array(revealedRound),
  interventions: z
    .array(
      z.strictObject({
        id: int(),
        kind: z.enum(['MANUAL_RESULT', 'RESETTLE', 'ROUND_VOID']),
        roundNo: int(),
        reason: z.string(),
        proposedBy: z.string(),
        approvedBy: z.string(),
        appliedAt: instant().nullable(),
      }),
    )
    .describe('그날 회차에 적용된 운영자 개입 (수동 결과, 재정산, 취소): 제안자, 승인자, 사유'),
})
