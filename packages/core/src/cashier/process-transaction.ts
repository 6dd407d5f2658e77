import { cashTransactions, type Executor, moneyLedger, orgs, users, wallets } from '@pb/db'
import { and, eq, sql } from 'drizzle-orm'
import { writeAudit } from '../audit'
import type { Actor } from '../auth/actor'
import type { CoreDeps } from '../deps'
import { DomainError } from '../errors'
import { manageableUsers } from '../users/scope'
import { commitOnce } from './commit-once'
import { balanceUpdated } from './member-wallet'
import type { TransactionStatusInput } from './schemas'
import {
  type AdminTransaction,
  selectAdminTransactions,
  toAdminTransaction,
  transactionTypeOf,
} from './transaction-views'

type Request = typeof cashTransactions.$inferSelect

/**
 * What a decision does to the member's wallet, in multiples of the amount:
 * - top-up approved: money += amount (ledger TOPUP +amount);
 * - top-up rejected: nothing moves;
 * - withdrawal approved: held −= amount, the money leaves the site (ledger WITHDRAW_APPROVED 0, a
 *   record of the payout that leaves the money sum as it is);
 * - withdrawal rejected: held −= amount, money += amount (ledger WITHDRAW_RELEASE +amount).
 */
const walletChanges = {
  'TOPUP:APPROVED': { money: 1, held: 0, ledgerType: 'TOPUP' },
  'TOPUP:REJECTED': { money: 0, held: 0, ledgerType: null },
  'WITHDRAWAL:APPROVED': { money: 0, held: -1, ledgerType: 'WITHDRAW_APPROVED' },
  'WITHDRAWAL:REJECTED': { money: 1, held: -1, ledgerType: 'WITHDRAW_RELEASE' },
} as const

async function settleWallet(
  tx: Executor,
  actor: Actor,
  request: Request,
  change: (typeof walletChanges)[keyof typeof walletChanges],
  now: Date,
) {
  const money = change.money * request.amount
  const held = change.held * request.amount
  const [wallet] = await tx
    .update(wallets)
    .set({
      money: sql`${wallets.money} + ${money}`,
      held: sql`${wallets.held} + ${held}`,
      updatedAt: now,
    })
    .where(eq(wallets.userId, request.userId))
    .returning({ money: wallets.money, points: wallets.points })
  if (!wallet) throw new DomainError('NOT_FOUND')
  if (change.ledgerType) {
    await tx.insert(moneyLedger).values({
      userId: request.userId,
      type: change.ledgerType,
      amount: money,
      balanceAfter: wallet.money,
      refType: 'cash_transaction',
      refId: String(request.id),
      actorId: actor.userId,
      note: request.rejectReason ?? '',
      createdAt: now,
    })
  }
  return wallet
}

/**
 * Approves or rejects a pending top-up or withdrawal once. The PENDING → APPROVED/REJECTED change is
 * a guarded UPDATE: of any number of concurrent decisions on one request exactly one finds it
 * pending; every other one answers REQUEST_ALREADY_PROCESSED and changes nothing.
 */
export async function setTransactionStatus(
  deps: CoreDeps,
  actor: Actor,
  input: TransactionStatusInput,
  ip = '',
): Promise<AdminTransaction> {
  const type = transactionTypeOf[input.type]
  const status = input.action === 'approve' ? 'APPROVED' : 'REJECTED'
  const reason = status === 'REJECTED' ? (input.reason ?? '') : null
  return commitOnce(
    deps,
    {
      userId: actor.userId,
      key: input.idempotencyKey,
      request: { op: 'transaction-status', type, id: input.id, status, reason },
    },
    async (tx) => {
      const now = deps.clock.now()
      const [target] = await tx
        .select({ orgPath: orgs.path })
        .from(cashTransactions)
        .innerJoin(users, eq(users.id, cashTransactions.userId))
        .innerJoin(orgs, eq(orgs.id, users.orgId))
        .where(
          and(eq(cashTransactions.id, input.id), eq(cashTransactions.type, type), manageableUsers(actor)),
        )
      if (!target) throw new DomainError('NOT_FOUND', '요청을 찾을 수 없습니다.')
      const [request] = await tx
        .update(cashTransactions)
        .set({ status, rejectReason: reason, processedAt: now, processedBy: actor.userId })
        .where(and(eq(cashTransactions.id, input.id), eq(cashTransactions.status, 'PENDING')))
        .returning()
      if (!request) throw new DomainError('REQUEST_ALREADY_PROCESSED')
      const wallet = await settleWallet(tx, actor, request, walletChanges[`${type}:${status}`], now)
      await writeAudit(tx, {
        actorId: actor.userId,
        action: status === 'APPROVED' ? 'TRANSACTION_APPROVE' : 'TRANSACTION_REJECT',
        targetType: 'cash_transaction',
        targetId: request.id,
        before: { statusCode: 'PENDING' },
        after: { statusCode: status, type, userId: request.userId, amount: request.amount, reason },
        ip,
      })
      const [row] = await selectAdminTransactions(tx).where(eq(cashTransactions.id, request.id))
      if (!row) throw new Error('processed transaction vanished')
      return {
        answer: toAdminTransaction(row),
        events: [
          balanceUpdated(request.userId, wallet),
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
