import type { Proposal } from '../admin-types'

/**
 * What a call answers when four eyes apply to it (a SUPER account, a grant or a withdrawal above the
 * operator's limit): the proposal it became, instead of its usual answer.
 */
type ProposedAnswer = Proposal & { proposed: true }

/** Whether a call's answer is a proposal waiting for a second SUPER rather than the change made. */
export function isProposed(answer: object): answer is ProposedAnswer {
  return 'proposed' in answer
}
