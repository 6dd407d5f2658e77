import { type Executor, orgs, users, wallets } from '@pb/db'
import { eq } from 'drizzle-orm'
import { DomainError } from '../errors'
import type { GameEvent } from '../events/types'
import { points, won } from '../format'

/**
 * The member's wallet row locked for the rest of the transaction, with what a request copies from
 * the account. Every cashier step of a member takes this lock first, as a bet does, so steps and bets
 * on one wallet run one after another.
 */
export async function lockMemberWallet(tx: Executor, userId: number) {
  const [member] = await tx
    .select({
      money: wallets.money,
      points: wallets.points,
      held: wallets.held,
      statusCode: users.statusCode,
      loginId: users.loginId,
      name: users.name,
      bankName: users.bankName,
      accountNumber: users.accountNumber,
      accountHolder: users.accountHolder,
      orgPath: orgs.path,
    })
    .from(wallets)
    .innerJoin(users, eq(users.id, wallets.userId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(wallets.userId, userId))
    .for('update', { of: wallets })
  if (!member) throw new DomainError('NOT_FOUND')
  if (member.statusCode !== 'ACTIVE') throw new DomainError('ACCOUNT_DISABLED')
  return member
}

export function insufficientBalance(money: number): DomainError {
  return new DomainError('INSUFFICIENT_BALANCE', `잔액이 부족합니다. (현재 잔액: ${won(money)})`, {
    moneyBal: money,
  })
}

export function insufficientPoints(held: number): DomainError {
  return new DomainError('INSUFFICIENT_POINTS', `보유 포인트가 부족합니다. (현재 포인트: ${points(held)})`, {
    pointBal: held,
  })
}

export function balanceUpdated(userId: number, wallet: { money: number; points: number }): GameEvent {
  return { type: 'BALANCE_UPDATED', userId, moneyBal: wallet.money, pointBal: wallet.points }
}
