import { type ApprovalKind, approvals } from '@pb/db'
import { writeAudit } from '../audit'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { commitWithEvents } from '../unit-of-work'
import { approvalsChanged } from './events'
import { rulesOf } from './kinds'
import { type Proposal, proposalById } from './view'

/** How long a proposal waits for a second SUPER. */
const PROPOSAL_LIFETIME_MS = 24 * 3600 * 1000

/**
 * A SUPER proposes a change that could steer results or money. Nothing changes yet: a second SUPER
 * approves it (or rejects it) within 24 hours. What the state already refuses is refused now.
 */
export async function propose(
  ctx: UseCaseContext,
  kind: ApprovalKind,
  input: Record<string, unknown> & { reason?: string | undefined },
): Promise<Proposal> {
  const rules = rulesOf(kind)
  const actor = requireAdmin(ctx)
  // The key of the proposing call names nothing the change needs; a reason stays (a void keeps one).
  const { idempotencyKey: _key, ...change } = input
  const reason = input.reason
  await rules.check(ctx, change)
  const now = ctx.clock.now()
  // Stored as the JSON a client would send, so that applying it reads it back with the same schema.
  const payload = JSON.parse(JSON.stringify(change)) as Record<string, unknown>
  const id = await commitWithEvents(ctx, async (tx) => {
    const [row] = await tx
      .insert(approvals)
      .values({
        kind,
        payload,
        roundNo: rules.roundOf?.(change) ?? null,
        reason: reason?.trim() || rules.defaultReason,
        proposedBy: actor.userId,
        proposedAt: now,
        expiresAt: new Date(now.getTime() + PROPOSAL_LIFETIME_MS),
      })
      .returning({ id: approvals.id })
    if (!row) throw new Error('approval insert returned nothing')
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'PROPOSAL_CREATE',
      targetType: 'approval',
      targetId: row.id,
      after: { kind, payload, reason },
      ip: ctx.ip,
    })
    return { answer: row.id, events: [await approvalsChanged(tx, row.id, 'PENDING_APPROVAL')] }
  })
  return (await proposalById(ctx.db, id)) as Proposal
}
