import { DomainError } from '../errors'
import type { BalanceCause, GameEvent } from '../events/types'
import { points, won } from '../format'

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

/** What a member hears after their wallet moved, and why it moved. */
export function balanceUpdated(
  userId: number,
  wallet: { money: number; points: number; version: number },
  cause: BalanceCause,
): GameEvent {
  return {
    type: 'BALANCE_UPDATED',
    userId,
    moneyBal: wallet.money,
    pointBal: wallet.points,
    cause,
    version: wallet.version,
  }
}
