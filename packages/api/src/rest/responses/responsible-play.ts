import { selfLimitPeriods, selfLimitTypes } from '@pb/db'
import { z } from 'zod'
import { instant, int } from './shared'

/** `GET`/`PUT /api/users/limits`: all nine limits (type × period), set or not. */
export const selfLimits = z.array(
  z.strictObject({
    type: z.enum(selfLimitTypes),
    period: z.enum(selfLimitPeriods).describe('KST: 하루, 월요일부터의 주, 달력의 달'),
    amount: int().nullable().describe('지금 적용 중인 한도 (원); null은 한도 없음'),
    pending: z
      .strictObject({
        amount: int().nullable().describe('대기 중인 새 한도; null은 해제'),
        from: instant().describe('적용 시각 (요청 24시간 후)'),
      })
      .nullable(),
    used: int().describe('이번 기간에 쓴 금액 (충전 신청·베팅액·순손실)'),
    remaining: int().nullable().describe('남은 한도; 한도가 없으면 null'),
  }),
)

/** `POST /api/users/self-exclusion` */
export const selfExclusion = z.strictObject({
  selfExcludedUntil: instant(),
  permanent: z.boolean(),
})
