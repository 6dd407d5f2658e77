import { type ApprovalTieCause, approvalTies, type Executor, users } from '@pb/db'
import { and, eq, sql } from 'drizzle-orm'
import type { Actor } from '../auth/actor'
import { DomainError } from '../errors'
import { selfApprovalInEffect } from './self-approval'
import { type Proposal, superAccounts } from './view'

/** SUPER accounts are made one at a time, so two made at once cannot both pass as the first colleague. */
const SUPER_ACCOUNTS_LOCK = 72_650

/** How long a new, promoted or reactivated SUPER waits before approving anything. */
const COOLING_OFF_MS = 24 * 3600 * 1000

/** A proposal that only switches self-approval on: the way a single-SUPER installation enables it. */
function enablesSelfApprovalOnly(proposal: Proposal): boolean {
  const changes = Object.keys(proposal.payload).filter((key) => key !== 'reason')
  return proposal.kind === 'SETTINGS_UPDATE' && changes.length === 1 && proposal.payload.selfApproval === true
}

/**
 * Whether a proposer may approve their own proposal: where self-approval is in effect, or, in a
 * single-SUPER installation, the proposal that switches it on (nobody else could ever approve it).
 */
async function mayApproveOwn(executor: Executor, proposal: Proposal): Promise<boolean> {
  if (await selfApprovalInEffect(executor)) return true
  return enablesSelfApprovalOnly(proposal) && (await superAccounts(executor)) === 1
}

/**
 * Refuses an approver who is not a second person for this proposal (docs/roles-and-branches.md §5):
 * the proposer (unless self-approval is in effect), a SUPER still cooling off, or one tied to the
 * proposer because one of them made the other's account or reset its credentials.
 */
export async function assertIndependentApprover(
  executor: Executor,
  actor: Actor,
  proposal: Proposal,
  now: Date,
): Promise<void> {
  const proposer = proposal.proposedBy.id
  if (proposer === actor.userId) {
    if (await mayApproveOwn(executor, proposal)) return
    throw new DomainError('SELF_APPROVAL_FORBIDDEN')
  }
  const [approver] = await executor
    .select({ approvesFrom: users.approvesFrom })
    .from(users)
    .where(eq(users.id, actor.userId))
  if (approver?.approvesFrom && approver.approvesFrom > now) {
    throw new DomainError('APPROVER_COOLING_OFF', undefined, {
      approvesFrom: approver.approvesFrom.toISOString(),
    })
  }
  const [tie] = await executor
    .select({ cause: approvalTies.cause })
    .from(approvalTies)
    .where(and(eq(approvalTies.approverId, actor.userId), eq(approvalTies.proposerId, proposer)))
    .limit(1)
  if (tie) {
    throw new DomainError('APPROVER_NOT_INDEPENDENT', undefined, {
      reason: tie.cause === 'CREATED' ? 'accountsTiedByCreation' : 'accountsTiedByReset',
    })
  }
}

/**
 * Records that `account` and `by` are not two people for four eyes: `account` (made, or its
 * credentials reset, by `by`) never approves `by`'s proposals, nor `by` the proposals of `account`
 * unless `by` was the only SUPER then (an installation's first colleague: nobody else could vet it).
 */
export async function tieAccounts(
  tx: Executor,
  tie: { account: number; by: number; cause: ApprovalTieCause; mutual: boolean },
  now: Date,
): Promise<void> {
  const pairs = [{ approverId: tie.account, proposerId: tie.by }]
  if (tie.mutual) pairs.push({ approverId: tie.by, proposerId: tie.account })
  await tx
    .insert(approvalTies)
    .values(pairs.map((pair) => ({ ...pair, cause: tie.cause, createdAt: now })))
    .onConflictDoNothing()
}

/** Starts a SUPER's cooling-off: a new, promoted or reactivated SUPER approves nothing for a day. */
export async function startCoolingOff(tx: Executor, userId: number, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ approvesFrom: new Date(now.getTime() + COOLING_OFF_MS) })
    .where(eq(users.id, userId))
}

/**
 * Takes the SUPER-accounts lock for the rest of the transaction. A SUPER made at once (not through a
 * proposal) is only the only SUPER's first colleague: if another SUPER appeared meanwhile, four eyes
 * apply, and the call is refused so that sent again it becomes a proposal.
 */
export async function lockSuperAccounts(tx: Executor, direct: boolean): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SUPER_ACCOUNTS_LOCK})`)
  if (direct && (await superAccounts(tx)) >= 2) {
    throw new DomainError(
      'CONFLICT',
      '방금 다른 최고관리자가 만들어졌습니다. 다시 보내면 승인 제안으로 접수됩니다.',
    )
  }
}
