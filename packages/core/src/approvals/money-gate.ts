import type { AdjustBalanceInput, RequestStatusInput } from '@pb/contract/inputs/cashier'
import { approvals } from '@pb/db'
import { and, eq, sql } from 'drizzle-orm'
import { requireAdmin } from '../auth/permissions'
import { type Adjustment, adjustBalance } from '../cashier/adjust'
import type { AdminRequest } from '../cashier/request-views'
import { setRequestStatus } from '../cashier/set-request-status'
import type { UseCaseContext } from '../context'
import { readSetting } from '../stored-settings'
import { withdrawalRequest } from './money-kinds'
import { propose } from './propose'
import { asProposed, type Proposed } from './proposed'
import { expireProposals, proposalById } from './view'

/** Whether an amount passes the operator's four-eyes limit (none set: never). */
const aboveLimit = (amount: number, limit: number | null) => limit !== null && amount > limit

/** A grant above `grantApprovalAbove` is proposed (docs/money.md §11); a deduction never is. */
export async function adjustBalanceOrPropose(
  ctx: UseCaseContext,
  input: AdjustBalanceInput,
): Promise<Adjustment | Proposed> {
  requireAdmin(ctx)
  if (!aboveLimit(input.amount, await readSetting(ctx.db, 'grantApprovalAbove')))
    return adjustBalance(ctx, input)
  return asProposed(await propose(ctx, 'BALANCE_GRANT', input))
}

/** Approving a withdrawal above `withdrawalApprovalAbove` is proposed (docs/money.md §11). */
export async function setRequestStatusOrPropose(
  ctx: UseCaseContext,
  input: RequestStatusInput,
): Promise<AdminRequest | Proposed> {
  const actor = requireAdmin(ctx)
  const limit = await readSetting(ctx.db, 'withdrawalApprovalAbove')
  if (input.type !== 'withdrawal' || input.action !== 'approve' || limit === null) {
    return setRequestStatus(ctx, input)
  }
  // A request already decided is answered by the decision itself (a replay, or the refusal).
  const request = await withdrawalRequest(ctx.db, actor, input.id)
  if (!request.pending || !aboveLimit(request.amount, limit)) return setRequestStatus(ctx, input)
  // Approving it again while its proposal waits answers that proposal: one request, one proposal.
  await expireProposals(ctx.db, ctx.clock.now())
  const [waiting] = await ctx.db
    .select({ id: approvals.id })
    .from(approvals)
    .where(
      and(
        eq(approvals.kind, 'WITHDRAWAL_APPROVE'),
        eq(approvals.status, 'PENDING_APPROVAL'),
        sql`${approvals.payload}->>'id' = ${String(input.id)}`,
      ),
    )
    .limit(1)
  const existing = waiting && (await proposalById(ctx.db, waiting.id))
  return asProposed(existing || (await propose(ctx, 'WITHDRAWAL_APPROVE', input)))
}
