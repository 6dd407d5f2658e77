import { adjustBalanceInput, requestStatusInput } from '@pb/contract/inputs/cashier'
import { cashRequests, type Executor, orgs, users } from '@pb/db'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Actor } from '../auth/actor'
import { requireAdmin } from '../auth/permissions'
import { adjustBalance } from '../cashier/adjust'
import { setRequestStatus } from '../cashier/set-request-status'
import { DomainError, refusal } from '../errors'
import { findManagedUser } from '../users/managed-user'
import { manageableUsers } from '../users/scope'
import type { KindRules } from './kind-rules'

/** A withdrawal request the actor manages: its amount, and whether it still waits for a decision. */
export async function withdrawalRequest(
  executor: Executor,
  actor: Actor,
  id: number,
): Promise<{ amount: number; pending: boolean }> {
  const [request] = await executor
    .select({ amount: cashRequests.amount, status: cashRequests.status })
    .from(cashRequests)
    .innerJoin(users, eq(users.id, cashRequests.userId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(and(eq(cashRequests.id, id), eq(cashRequests.type, 'WITHDRAWAL'), manageableUsers(actor)))
  if (!request) throw refusal('NOT_FOUND', 'requestNotFound')
  return { amount: Number(request.amount), pending: request.status === 'PENDING' }
}

/**
 * Money decisions the operator put under four eyes (docs/money.md §11): a grant above
 * `grantApprovalAbove`, a withdrawal above `withdrawalApprovalAbove`. The approving SUPER makes the
 * move itself, checked again against the wallet and the request as they are then.
 */
export const moneyKinds = {
  BALANCE_GRANT: {
    input: adjustBalanceInput,
    defaultReason: '머니 지급',
    check: async (ctx, input) => void (await findManagedUser(ctx.db, requireAdmin(ctx), input.id)),
    apply: (ctx, input) => adjustBalance(ctx, input),
  } satisfies KindRules<z.output<typeof adjustBalanceInput>>,
  WITHDRAWAL_APPROVE: {
    input: requestStatusInput,
    defaultReason: '출금 승인',
    async check(ctx, input) {
      const actor = requireAdmin(ctx)
      if (!(await withdrawalRequest(ctx.db, actor, input.id)).pending)
        throw new DomainError('REQUEST_ALREADY_PROCESSED')
    },
    apply: (ctx, input) => setRequestStatus(ctx, input),
  } satisfies KindRules<z.output<typeof requestStatusInput>>,
}
