import { z } from 'zod'
import { instant, int, paged } from './shared'

/** `GET /api/admin/audit`: administrator actions, newest first. */
export const auditList = paged(
  z.strictObject({
    id: int(),
    actorId: int().nullable(),
    actorLoginId: z.string().nullable(),
    action: z.string().describe('USER_CREATE, BALANCE_ADJUST, ODDS_UPDATE, ROUND_RESETTLE …'),
    targetType: z.string().describe('user, cash_transaction, odds, setting, round'),
    targetId: z.string().nullable(),
    targetLoginId: z.string().nullable().describe('대상이 회원일 때 그 아이디'),
    before: z.json().describe('변경 전 상태 (JSON)'),
    after: z.json().describe('변경 후 상태 (JSON)'),
    ip: z.string(),
    createdAt: instant(),
  }),
)
