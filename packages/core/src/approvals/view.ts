import { approvals, type Executor, orgs, users } from '@pb/db'
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm'
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

/** What a proposal shows of its change: everything but a password's hash (a SUPER's new password). */
function shownPayload(payload: Record<string, unknown>): Record<string, unknown> {
  const { passwordHash, ...shown } = payload
  return passwordHash === undefined ? shown : { ...shown, passwordSet: true }
}

export function toProposal({ row, proposedByLoginId, decidedByLoginId }: ProposalRow) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    roundNo: row.roundNo,
    reason: row.reason,
    payload: shownPayload(row.payload),
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

/** The change as proposed, with what the view leaves out: what applying it reads. */
export async function storedPayload(executor: Executor, id: number): Promise<Record<string, unknown>> {
  const [row] = await executor
    .select({ payload: approvals.payload })
    .from(approvals)
    .where(eq(approvals.id, id))
  return row?.payload ?? {}
}

export async function proposalById(executor: Executor, id: number): Promise<Proposal | null> {
  const [row] = await selectProposals(executor).where(eq(approvals.id, id))
  return row ? toProposal(row) : null
}

/** How long an approved proposal may take to apply; one left APPROVED longer never finished. */
const APPLY_WINDOW_MS = 15 * 60 * 1000

/**
 * Proposals left waiting for a day expire, and so do approved ones whose apply never finished (the
 * server stopped): they are never applied later, against a state nobody approved them for. Whoever
 * looks first marks them.
 */
export async function expireProposals(executor: Executor, now: Date): Promise<void> {
  const applyDeadline = new Date(now.getTime() - APPLY_WINDOW_MS)
  await executor
    .update(approvals)
    .set({ status: 'EXPIRED' })
    .where(
      or(
        and(eq(approvals.status, 'PENDING_APPROVAL'), lte(approvals.expiresAt, now)),
        and(eq(approvals.status, 'APPROVED'), lte(approvals.decidedAt, applyDeadline)),
      ),
    )
}

/** How many SUPER accounts exist, in any status: self-approval needs exactly one, four eyes two. */
export async function superAccounts(executor: Executor): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.roleCode, 'SUPER'))
  return row?.n ?? 0
}

/** The root branch's path, which only SUPER's subtree holds: events for SUPER consoles only. */
export async function rootPath(executor: Executor): Promise<string> {
  const [root] = await executor.select({ path: orgs.path }).from(orgs).where(isNull(orgs.parentId))
  return root?.path ?? '/'
}
