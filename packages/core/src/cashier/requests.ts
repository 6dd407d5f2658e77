import { cashTransactions, type Executor, moneyLedger, wallets } from '@pb/db'
import { and, eq, sql } from 'drizzle-orm'
import type { Actor } from '../auth/actor'
import type { CoreDeps } from '../deps'
import type { GameEvent } from '../events/types'
import { commitOnce } from './commit-once'
import { balanceUpdated, insufficientBalance, lockMemberWallet } from './member-wallet'
import type { TopupInput, WithdrawalInput } from './schemas'
import { type MemberTransaction, toMemberTransaction } from './transaction-views'

type LockedMember = Awaited<ReturnType<typeof lockMemberWallet>>

async function insertRequest(
  tx: Executor,
  actor: Actor,
  member: LockedMember,
  request: { type: 'TOPUP' | 'WITHDRAWAL'; amount: number; note: string; at: Date },
) {
  const [row] = await tx
    .insert(cashTransactions)
    .values({
      userId: actor.userId,
      type: request.type,
      amount: request.amount,
      note: request.note,
      depositName: member.accountHolder || member.name,
      bankName: member.bankName,
      accountNumber: member.accountNumber,
      accountHolder: member.accountHolder,
      requestedAt: request.at,
    })
    .returning()
  if (!row) throw new Error('cash transaction insert returned nothing')
  return row
}

function requested(row: typeof cashTransactions.$inferSelect, member: LockedMember): GameEvent {
  return {
    type: 'TRANSACTION_REQUESTED',
    transactionType: row.type === 'TOPUP' ? 'TOPUP' : 'WITHDRAWAL',
    id: row.id,
    memberId: row.userId,
    loginId: member.loginId,
    amount: row.amount,
    requestedAt: row.requestedAt.toISOString(),
    orgPath: member.orgPath,
  }
}

/** A top-up request: nothing is credited until an administrator approves it. */
export async function requestTopup(
  deps: CoreDeps,
  actor: Actor,
  input: TopupInput,
): Promise<MemberTransaction> {
  const { amount, note } = input
  return commitOnce(
    deps,
    { userId: actor.userId, key: input.idempotencyKey, request: { op: 'topup', amount, note } },
    async (tx) => {
      const member = await lockMemberWallet(tx, actor.userId)
      const row = await insertRequest(tx, actor, member, {
        type: 'TOPUP',
        amount,
        note,
        at: deps.clock.now(),
      })
      return { answer: toMemberTransaction(row), events: [requested(row, member)] }
    },
  )
}

/**
 * A withdrawal request holds its amount at once: money −= amount, held += amount, ledger
 * WITHDRAW_HOLD −amount. Approval pays the hold out, rejection gives it back.
 */
export async function requestWithdrawal(
  deps: CoreDeps,
  actor: Actor,
  input: WithdrawalInput,
): Promise<MemberTransaction & { newMoneyBal: number; newPointBal: number }> {
  const { amount, note } = input
  return commitOnce(
    deps,
    { userId: actor.userId, key: input.idempotencyKey, request: { op: 'withdrawal', amount, note } },
    async (tx) => {
      const now = deps.clock.now()
      const member = await lockMemberWallet(tx, actor.userId)
      if (amount > member.money) throw insufficientBalance(member.money)
      const [wallet] = await tx
        .update(wallets)
        .set({
          money: sql`${wallets.money} - ${amount}`,
          held: sql`${wallets.held} + ${amount}`,
          updatedAt: now,
        })
        .where(and(eq(wallets.userId, actor.userId), sql`${wallets.money} >= ${amount}`))
        .returning({ money: wallets.money, points: wallets.points })
      if (!wallet) throw insufficientBalance(member.money)
      const row = await insertRequest(tx, actor, member, { type: 'WITHDRAWAL', amount, note, at: now })
      await tx.insert(moneyLedger).values({
        userId: actor.userId,
        type: 'WITHDRAW_HOLD',
        amount: -amount,
        balanceAfter: wallet.money,
        refType: 'cash_transaction',
        refId: String(row.id),
        actorId: actor.userId,
        note,
        createdAt: now,
      })
      return {
        answer: { ...toMemberTransaction(row), newMoneyBal: wallet.money, newPointBal: wallet.points },
        events: [balanceUpdated(actor.userId, wallet), requested(row, member)],
      }
    },
  )
}
