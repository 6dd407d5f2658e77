import { approvalKinds, approvalStatuses } from '@pb/db'
import { z } from 'zod'
import { instant, int, paged } from './shared'

const who = z.strictObject({ id: int(), loginId: z.string() })

/** A change one SUPER proposed, waiting for (or decided by) a second SUPER. */
export const proposal = z.strictObject({
  id: int(),
  kind: z.enum(approvalKinds),
  status: z
    .enum(approvalStatuses)
    .describe('PENDING_APPROVAL: 승인 대기, APPLIED: 승인되어 적용됨, FAILED: 승인 시점의 상태가 거부함'),
  roundNo: int().nullable(),
  reason: z.string(),
  payload: z.record(z.string(), z.unknown()).describe('제안된 변경 (요청 본문 그대로)'),
  proposedBy: who,
  proposedAt: instant(),
  expiresAt: instant().describe('이때까지 승인되지 않으면 만료 (24시간)'),
  decidedBy: who.nullable(),
  decidedAt: instant().nullable(),
  decisionReason: z.string().nullable(),
  appliedAt: instant().nullable(),
  result: z.record(z.string(), z.unknown()).nullable().describe('적용되었을 때의 응답'),
  failure: z
    .strictObject({
      code: z.string(),
      message: z.string(),
      details: z
        .record(z.string(), z.unknown())
        .optional()
        .describe('거부의 세부 사항 (오류 응답의 details와 같음)'),
    })
    .nullable(),
})
/** A call that four eyes turned into a proposal answers it, marked `proposed` (202). */
export const proposedAnswer = proposal.extend({ proposed: z.literal(true) })

/** A proposal's change and result name the round as the REST request did (`roundNumber`). */
export const proposalNames = { answer: { 'payload.roundNo': 'roundNumber', 'result.roundNo': 'roundNumber' } }

export const proposals = paged(proposal)
