import { z } from 'zod'
import type { ProcedureOutput } from '../procedures'
import { int, type SameType } from './shared'

/** `POST /api/admin/manual-result-by-timerange`: what the re-settlement changed. */
export const resettlement = z.strictObject({
  voided: int().describe('지급과 포인트를 회수한 구매 수'),
  resettled: int().describe('새 결과로 다시 정산한 구매 수'),
  totalNewPayout: int().describe('다시 정산한 구매의 새 지급액 합계 (원)'),
  negativeBalances: z
    .array(
      z.strictObject({
        userId: int(),
        loginId: z.string(),
        moneyBal: int().describe('0 미만의 보유 머니 (원)'),
      }),
    )
    .describe('회수 후 보유 머니가 0 미만인 회원: 0 이상이 될 때까지 베팅과 출금을 할 수 없습니다'),
})
export type Resettlement = SameType<z.output<typeof resettlement>, ProcedureOutput<'admin.rounds.resettle'>>
