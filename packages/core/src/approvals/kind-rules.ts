import type { z } from 'zod'
import type { UseCaseContext } from '../context'

/** Who proposed an approved change, and why: the applied change records both. */
interface Approval {
  proposedBy: number
  reason: string
}

/**
 * What a kind of proposal is: its input, and how it is checked and applied. Who may propose it is the
 * permission of the procedure proposing it.
 */
export interface KindRules<Input> {
  /** The change's input as proposed; stored as JSON and read again with it when applied. */
  input: z.ZodType<Input>
  /** The round it is about, for /fairness. */
  roundOf?: (input: Input) => number
  /** The reason shown when the proposer gave none. */
  defaultReason: string
  /** Refuses at once what the state refuses now, so nobody approves what cannot apply. */
  check(ctx: UseCaseContext, input: Input): Promise<void>
  /** The change itself, by the approver, checked again against the state it meets. */
  apply(ctx: UseCaseContext, input: Input, approval: Approval): Promise<unknown>
}
