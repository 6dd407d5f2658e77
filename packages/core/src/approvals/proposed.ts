import type { Proposal } from './view'

/**
 * The answer of a call that became a proposal because four eyes apply to it (a SUPER account, a
 * large grant or withdrawal): REST answers it 202, like the calls that always propose.
 */
export type Proposed = Proposal & { proposed: true }

export const asProposed = (proposal: Proposal): Proposed => ({ ...proposal, proposed: true })

export function isProposed(answer: unknown): answer is Proposed {
  return typeof answer === 'object' && answer !== null && (answer as { proposed?: unknown }).proposed === true
}
