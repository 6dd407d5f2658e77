import { approvals, type Executor, orgs, users } from '@pb/db'
import { and, eq, isNull, lte, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'

const proposer = alias(users, 'proposer')
const decider = alias(users, 'decider')

/** Proposals as the console and the answers show them, with who proposed and who decided. */
export function selectProposals(executor: Executor) {
  return executor
    .select({
      row: approvals,
      proposedByLoginId: proposer.loginId,
      decidedByLoginId: decider.loginId,
    })
    .from(approvals)
    .innerJoin(proposer, eq(proposer.id, approvals.proposedBy))
    .leftJoin(decider, eq(decider.id, approvals.decidedBy))
    .$dynamic()
}

type ProposalRow = Awaited<ReturnType<ReturnType<typeof selectProposals>['execute']>>[number]

export function toProposal({ row, proposedByLoginId, decidedByLoginId }: ProposalRow) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    roundNo: row.roundNo,
    reason: row.reason,
    payload: row.payload,
    proposedBy: { id: row.proposedBy, loginId: proposedByLoginId },
    proposedAt: row.proposedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    decidedBy: row.decidedBy === null ? null : { id: row.decidedBy, loginId: decidedByLoginId ?? '' },
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
    appliedAt: row.appliedAt?.toISOString() ?? null,
    result: (row.result ?? null) as Record<string, unknown> | null,
    failure: row.failure ?? null,
  }
}

export type Proposal = ReturnType<typeof toProposal>

export async function proposalById(executor: Executor, id: number): Promise<Proposal | null> {
  const [row] = await selectProposals(executor).where(eq(approvals.id, id))
  return row ? toProposal(row) : null
}

/** Proposals left waiting for a day expire; whoever looks first marks them. */
export async function expireProposals(executor: Executor, now: Date): Promise<void> {
  await executor
    .update(approvals)
    .set({ status: 'EXPIRED' })
    .where(and(eq(approvals.status, 'PENDING_APPROVAL'), lte(approvals.expiresAt, now)))
}

/** How many SUPER accounts are active: four eyes need two of them. */
export async function activeSupers(executor: Executor): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.roleCode, 'SUPER'), eq(users.statusCode, 'ACTIVE')))
  return row?.n ?? 0
}

/** The root branch's path, which only SUPER's subtree holds: events for SUPER consoles only. */
export async function rootPath(executor: Executor): Promise<string> {
  const [root] = await executor.select({ path: orgs.path }).from(orgs).where(isNull(orgs.parentId))
  return root?.path ?? '/'
}
