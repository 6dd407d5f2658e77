import type { TopupInput, WithdrawalInput } from '@pb/contract/inputs/cashier'
import { cashRequests, type Executor } from '@pb/db'
import type { Actor } from '../auth/actor'
import { requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import type { GameEvent } from '../events/types'
import {
  balanceUpdated,
  commitOnce,
  insufficientBalance,
  type LockedWallet,
  lockWallet,
  moveWallet,
} from '../ledger'
import { assertNotSelfExcluded } from '../responsible-play/self-exclusion'
import { assertTopupHeadroom } from '../responsible-play/topup-headroom'
import { type MemberRequest, toMemberRequest } from './request-views'

async function insertRequest(
  tx: Executor,
  actor: Actor,
  member: LockedWallet,
  request: { type: 'TOPUP' | 'WITHDRAWAL'; amount: number; note: string; at: Date },
) {
  const [row] = await tx
    .insert(cashRequests)
    .values({
      userId: actor.userId,
      orgId: member.orgId,
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

function requested(row: typeof cashRequests.$inferSelect, member: LockedWallet): GameEvent {
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
export async function requestTopup(ctx: UseCaseContext, input: TopupInput): Promise<MemberRequest> {
  const actor = requireMember(ctx)
  const { amount, note } = input
  return commitOnce(
    ctx,
    { userId: actor.userId, key: input.idempotencyKey, request: { op: 'topup', amount, note } },
    async (tx) => {
      const now = ctx.clock.now()
      const member = await lockWallet(tx, actor.userId)
      assertNotSelfExcluded(member, now)
      await assertTopupHeadroom(tx, actor.userId, amount, now)
      const row = await insertRequest(tx, actor, member, { type: 'TOPUP', amount, note, at: now })
      return { answer: toMemberRequest(row), events: [requested(row, member)] }
    },
  )
}

/**
 * A withdrawal request holds its amount at once: money −= amount, held += amount, ledger
 * WITHDRAW_HOLD −amount. Approval pays the hold out, rejection gives it back.
 */
export async function requestWithdrawal(
  ctx: UseCaseContext,
  input: WithdrawalInput,
): Promise<MemberRequest & { newMoneyBal: number; newPointBal: number }> {
  const actor = requireMember(ctx)
  const { amount, note } = input
  return commitOnce(
    ctx,
    { userId: actor.userId, key: input.idempotencyKey, request: { op: 'withdrawal', amount, note } },
    async (tx) => {
      const now = ctx.clock.now()
      const member = await lockWallet(tx, actor.userId)
      if (amount > member.money) throw insufficientBalance(member.money)
      const row = await insertRequest(tx, actor, member, { type: 'WITHDRAWAL', amount, note, at: now })
      const wallet = await moveWallet(tx, {
        userId: actor.userId,
        money: { amount: -amount, type: 'WITHDRAW_HOLD' },
        held: amount,
        refType: 'cash_transaction',
        refId: String(row.id),
        actorId: actor.userId,
        note,
        at: now,
      })
      if (!wallet) throw insufficientBalance(member.money)
      return {
        answer: { ...toMemberRequest(row), newMoneyBal: wallet.money, newPointBal: wallet.points },
        events: [balanceUpdated(actor.userId, wallet, 'CASHIER_REQUEST'), requested(row, member)],
      }
    },
  )
}
