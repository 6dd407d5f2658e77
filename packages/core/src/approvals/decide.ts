import { approvals } from '@pb/db'
import { and, eq } from 'drizzle-orm'
import { writeAudit } from '../audit'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { DomainError, refusal } from '../errors'
import { commitWithEvents } from '../unit-of-work'
import { assertIndependentApprover } from './approvers'
import { approvalsChanged } from './events'
import { rulesOf } from './kinds'
import { expireProposals, type Proposal, proposalById, storedPayload } from './view'

/** The proposal as this approval's claim left it: nothing else relabels it. */
const claimedBy = (id: number) => and(eq(approvals.id, id), eq(approvals.status, 'APPROVED'))

/**
 * A second SUPER approves a proposal: it is claimed from PENDING_APPROVAL (only one approval wins),
 * then applied by the approver against the state it meets now, which may refuse it (FAILED, answered
 * with that refusal). The approver must be a second person (`assertIndependentApprover`). Only the
 * claim's APPROVED is ever relabelled, so a losing approval changes nothing; one left APPROVED (the
 * server stopped while applying) expires instead (`expireProposals`).
 */
export async function approveProposal(ctx: UseCaseContext, input: { id: number }): Promise<Proposal> {
  const actor = requireAdmin(ctx)
  const now = ctx.clock.now()
  await expireProposals(ctx.db, now)
  const proposal = await proposalById(ctx.db, input.id)
  if (!proposal) throw refusal('NOT_FOUND', 'proposalNotFound')
  if (proposal.status === 'EXPIRED') throw new DomainError('PROPOSAL_EXPIRED')
  if (proposal.status !== 'PENDING_APPROVAL') throw new DomainError('PROPOSAL_DECIDED')
  await assertIndependentApprover(ctx.db, actor, proposal, now)
  const claimed = await ctx.db
    .update(approvals)
    .set({ status: 'APPROVED', decidedBy: actor.userId, decidedAt: now })
    .where(and(eq(approvals.id, proposal.id), eq(approvals.status, 'PENDING_APPROVAL')))
    .returning({ id: approvals.id })
  if (claimed.length === 0) throw new DomainError('PROPOSAL_DECIDED')
  const rules = rulesOf(proposal.kind)
  try {
    const result = await rules.apply(ctx, rules.input.parse(await storedPayload(ctx.db, proposal.id)), {
      proposedBy: proposal.proposedBy.id,
      reason: proposal.reason,
    })
    await commitWithEvents(ctx, async (tx) => {
      await tx
        .update(approvals)
        .set({
          status: 'APPLIED',
          appliedAt: ctx.clock.now(),
          result: JSON.parse(JSON.stringify(result ?? null)),
        })
        .where(claimedBy(proposal.id))
      await writeAudit(tx, {
        actorId: actor.userId,
        action: 'PROPOSAL_APPROVE',
        targetType: 'approval',
        targetId: proposal.id,
        after: { kind: proposal.kind, proposedBy: proposal.proposedBy.id },
        ip: ctx.ip,
      })
      return { answer: undefined, events: [await approvalsChanged(tx, proposal.id, 'APPLIED')] }
    })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    // The state refused it: the proposal is over, with the refusal on record.
    await commitWithEvents(ctx, async (tx) => {
      await tx
        .update(approvals)
        .set({
          status: 'FAILED',
          // The details let a client name the refusal in its own language.
          failure: {
            code: error.code,
            message: error.message,
            ...(error.details ? { details: error.details } : {}),
          },
        })
        .where(claimedBy(proposal.id))
      return { answer: undefined, events: [await approvalsChanged(tx, proposal.id, 'FAILED')] }
    })
    throw error
  }
  return (await proposalById(ctx.db, proposal.id)) as Proposal
}

/** A second SUPER (or the proposer, withdrawing it) rejects a waiting proposal, with a reason. */
export async function rejectProposal(
  ctx: UseCaseContext,
  input: { id: number; reason: string },
): Promise<Proposal> {
  const actor = requireAdmin(ctx)
  const now = ctx.clock.now()
  await expireProposals(ctx.db, now)
  const rejected = await commitWithEvents(ctx, async (tx) => {
    const [row] = await tx
      .update(approvals)
      .set({ status: 'REJECTED', decidedBy: actor.userId, decidedAt: now, decisionReason: input.reason })
      .where(and(eq(approvals.id, input.id), eq(approvals.status, 'PENDING_APPROVAL')))
      .returning({ id: approvals.id, kind: approvals.kind })
    if (!row) return { answer: null, events: [] }
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'PROPOSAL_REJECT',
      targetType: 'approval',
      targetId: row.id,
      after: { kind: row.kind, reason: input.reason },
      ip: ctx.ip,
    })
    return { answer: row.id, events: [await approvalsChanged(tx, row.id, 'REJECTED')] }
  })
  if (rejected === null) {
    const proposal = await proposalById(ctx.db, input.id)
    if (!proposal) throw refusal('NOT_FOUND', 'proposalNotFound')
    throw new DomainError(proposal.status === 'EXPIRED' ? 'PROPOSAL_EXPIRED' : 'PROPOSAL_DECIDED')
  }
  return (await proposalById(ctx.db, rejected)) as Proposal
}
