/** Real-time events (spec §3, game-rules §7), plus the ones open pages refetch on. */
export type GameEvent =
  | { type: 'BALANCE_UPDATED'; userId: number; moneyBal: number; pointBal: number }
  | {
      type: 'BET_SETTLED'
      userId: number
      status: 'WON' | 'LOST' | 'VOID'
      payout: number
      purchaseNo: string
      roundNo: number
    }
  | { type: 'RESULT_SAVED'; roundNo: number; pbValue: number; pbOddEven: string; pbOverUnder: string }
  | { type: 'VERIFICATION_COMPLETED'; resultCount: number }
  | { type: 'SETTLEMENT_COMPLETED'; roundNo: number; settledBets: number }
  | { type: 'ROUND_VOIDED'; roundNo: number }
  | { type: 'ODDS_UPDATED'; selectionCode: string; oddsValue: number }

/** Events that concern one member only; everyone else's are never sent to them. */
export function isPrivateEvent(event: GameEvent): event is Extract<GameEvent, { userId: number }> {
  return event.type === 'BALANCE_UPDATED' || event.type === 'BET_SETTLED'
}

export interface EventBus {
  publish(events: GameEvent[]): Promise<void>
  /** Returns the unsubscribe function. */
  subscribe(listener: (event: GameEvent) => void): () => void
}
