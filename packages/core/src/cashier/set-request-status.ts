import type { RequestStatusInput } from '@pb/contract/inputs/cashier'
import { cashRequests, orgs, users } from '@pb/db'
import { and, eq } from 'drizzle-orm'
import { writeAudit } from '../audit'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { DomainError, refusal } from '../errors'
import { won } from '../format'
import { balanceUpdated, commitOnce, lockWallets, moveWallet, type WalletMove } from '../ledger'
import { manageableUsers } from '../users/scope'
import { walletOf } from '../wallet/my-wallet'
import { type AdminRequest, requestTypeOf, selectAdminRequests, toAdminRequest } from './request-views'

type Decision = `${'TOPUP' | 'WITHDRAWAL'}:${'APPROVED' | 'REJECTED'}`

/**
 * What a decision does to the member's wallet:
 * - top-up approved: money += amount (ledger TOPUP +amount);
 * - top-up rejected: nothing moves;
 * - withdrawal approved: held −= amount, the money leaves the site (ledger WITHDRAW_APPROVED 0, a
 *   record of the payout that leaves the money sum as it is);
 * - withdrawal rejected: held −= amount, money += amount (ledger WITHDRAW_RELEASE +amount).
 */
const movesOf: Record<Decision, (amount: number) => Pick<WalletMove, 'money' | 'held'> | null> = {
  'TOPUP:APPROVED': (amount) => ({ money: { amount, type: 'TOPUP' } }),
  'TOPUP:REJECTED': () => null,
  'WITHDRAWAL:APPROVED': (amount) => ({ money: { amount: 0, type: 'WITHDRAW_APPROVED' }, held: -amount }),
  'WITHDRAWAL:REJECTED': (amount) => ({ money: { amount, type: 'WITHDRAW_RELEASE' }, held: -amount }),
}

/**
 * A re-settlement took back winnings the member had asked to withdraw: the money owed to the site
 * must not leave it. The request stays pending; rejecting it returns the held amount to the wallet.
 */
const negativeWalletRefusal = (money: number) =>
  refusal('NEGATIVE_BALANCE', 'withdrawalWhileNegative', { moneyBal: money }, { money: won(money) })

/**
 * Approves or rejects a pending top-up or withdrawal once. The PENDING → APPROVED/REJECTED change is
 * a guarded UPDATE: of any number of concurrent decisions on one request exactly one finds it
 * pending; every other one answers REQUEST_ALREADY_PROCESSED and changes nothing.
 */
export async function setRequestStatus(
  ctx: UseCaseContext,
  input: RequestStatusInput,
): Promise<AdminRequest> {
  const actor = requireAdmin(ctx)
  const type = requestTypeOf[input.type]
  const status = input.action === 'approve' ? 'APPROVED' : 'REJECTED'
  const reason = status === 'REJECTED' ? (input.reason ?? '') : null
  return commitOnce(
    ctx,
    {
      userId: actor.userId,
      key: input.idempotencyKey,
      request: { op: 'transaction-status', type, id: input.id, status, reason },
    },
    async (tx) => {
      const now = ctx.clock.now()
      const [target] = await tx
        .select({ orgPath: orgs.path, userId: cashRequests.userId })
        .from(cashRequests)
        .innerJoin(users, eq(users.id, cashRequests.userId))
        .innerJoin(orgs, eq(orgs.id, users.orgId))
        .where(and(eq(cashRequests.id, input.id), eq(cashRequests.type, type), manageableUsers(actor)))
      if (!target) throw refusal('NOT_FOUND', 'requestNotFound')
      // The wallet first, as every money move takes it, then the request.
      const standing = (await lockWallets(tx, [target.userId])).get(target.userId)
      const [request] = await tx
        .update(cashRequests)
        .set({ status, rejectReason: reason, processedAt: now, processedBy: actor.userId })
        .where(and(eq(cashRequests.id, input.id), eq(cashRequests.status, 'PENDING')))
        .returning()
      if (!request) throw new DomainError('REQUEST_ALREADY_PROCESSED')
      if (type === 'WITHDRAWAL' && status === 'APPROVED' && standing && standing.money < 0) {
        throw negativeWalletRefusal(standing.money)
      }
      const move = movesOf[`${type}:${status}`](request.amount)
      const wallet = move
        ? await moveWallet(tx, {
            userId: request.userId,
            ...move,
            refType: 'cash_transaction',
            refId: String(request.id),
            actorId: actor.userId,
            note: reason ?? '',
            at: now,
          })
        : await walletOf(tx, request.userId)
      // Only a release of more than is held could be refused, and held always covers its requests.
      if (!wallet) throw new Error(`the wallet of user ${request.userId} refused request ${request.id}`)
      await writeAudit(tx, {
        actorId: actor.userId,
        action: status === 'APPROVED' ? 'TRANSACTION_APPROVE' : 'TRANSACTION_REJECT',
        targetType: 'cash_transaction',
        targetId: request.id,
        before: { statusCode: 'PENDING' },
        after: { statusCode: status, type, userId: request.userId, amount: request.amount, reason },
        ip: ctx.ip,
      })
      const [row] = await selectAdminRequests(tx).where(eq(cashRequests.id, request.id))
      if (!row) throw new Error('processed transaction vanished')
      return {
        answer: toAdminRequest(row),
        events: [
          balanceUpdated(request.userId, wallet, 'CASHIER_REQUEST'),
          {
            type: 'TRANSACTION_PROCESSED',
            transactionType: type,
            id: request.id,
            memberId: request.userId,
            statusCode: status,
            orgPath: target.orgPath,
          },
        ],
      }
    },
  )
}
