import { z } from 'zod'
import { textLimits } from '../limits'
import { idInput, textInput } from './fields'

/** Why a change is proposed: shown to the approver and, for results and voids, on /fairness. */
export const proposalReasonInput = textInput(textLimits.reason).optional()

export const proposalIdInput = z.object({ id: idInput('제안 ID') })

/** A second SUPER turns a proposal down, or its proposer withdraws it: either way with a reason. */
export const rejectProposalInput = z.object({
  id: idInput('제안 ID'),
  reason: textInput(textLimits.reason).pipe(z.string().min(1, '거절 사유를 입력해주세요.')),
})
