import { clockAt, findSelection, isBettingOpen } from '@pb/game'
import { requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { DomainError, refusal } from '../errors'
import type { PlacedBet } from './bet-batch'
import { queueBet } from './bet-queue'
import type { PlaceBetInput } from './schemas'

export type { PlacedBet } from './bet-batch'

/**
 * Places an order on the open round. Its form is checked here; the rest (balance, standing, caps,
 * odds, the round still open) in the transaction that debits the stake, which it shares with the
 * orders arriving beside it (group commit), so a refusal changes nothing and concurrent bets of a
 * member cannot overdraw or overrun a cap.
 */
export async function placeBet(ctx: UseCaseContext, input: PlaceBetInput): Promise<PlacedBet> {
  const actor = requireMember(ctx)
  const now = ctx.clock.now()
  const roundNo = input.roundNo ?? clockAt(now).round
  if (!isBettingOpen(roundNo, now)) throw new DomainError('BETTING_CLOSED')
  const items = input.items.map((item) => {
    const selection = findSelection(item.selectionCode)
    if (!selection) throw refusal('VALIDATION', 'noSelection')
    return { ...item, selection, capGroup: selection.capGroup }
  })
  return queueBet(ctx, {
    userId: actor.userId,
    roundNo,
    at: now,
    items,
    totalStake: items.reduce((sum, item) => sum + item.stake, 0),
    key: input.idempotencyKey
      ? { userId: actor.userId, key: input.idempotencyKey, request: { roundNo, items: input.items } }
      : undefined,
  })
}
