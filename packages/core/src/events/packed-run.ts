import type { GameEvent } from './types'

/**
 * A settlement's run as the outbox stores it (docs/operations.md §7): what its events share once,
 * and the fields that differ per purchase and per member as columns. A round of 50,000 purchases is
 * a few arrays instead of 60,000 JSON objects, built by the database in one pass and read back by
 * every instance.
 */
interface PackedSettlement {
  settlement: {
    roundNo: number
    /** Per settled purchase, in purchase order. */
    bets: { userId: number[]; status: ('WON' | 'LOST')[]; payout: number[]; purchaseNo: string[] }
    /** Per member with a purchase in the round, the wallet as the settlement left it. */
    balances: { userId: number[]; moneyBal: number[]; pointBal: number[]; version: number[] }
    closing: GameEvent[]
  }
}

/** A run as the outbox holds it: its events, or a settlement packed. */
export type StoredRun = GameEvent[] | PackedSettlement

/** The events of a stored run, in id order. */
export function unpackRun(stored: StoredRun): GameEvent[] {
  if (Array.isArray(stored)) return stored
  const { roundNo, bets, balances, closing } = stored.settlement
  const settledBets = bets.userId.map(
    (userId, i): GameEvent => ({
      type: 'BET_SETTLED',
      userId,
      status: bets.status[i] as 'WON' | 'LOST',
      payout: bets.payout[i] as number,
      purchaseNo: bets.purchaseNo[i] as string,
      roundNo,
    }),
  )
  const balancesUpdated = balances.userId.map(
    (userId, i): GameEvent => ({
      type: 'BALANCE_UPDATED',
      userId,
      moneyBal: balances.moneyBal[i] as number,
      pointBal: balances.pointBal[i] as number,
      cause: 'SETTLEMENT',
      version: balances.version[i] as number,
    }),
  )
  return [...settledBets, ...balancesUpdated, ...closing]
}
