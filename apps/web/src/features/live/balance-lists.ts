import type { LiveEvent } from '../../trpc/types'

type BalanceCause = Extract<LiveEvent, { type: 'BALANCE_UPDATED' }>['cause']
/** The member's lists besides the balance that a wallet move can change. */
export type BalanceList = 'moneyLedger' | 'pointHistory' | 'requests'

/**
 * What each cause of a balance change wrote besides the balance (docs/money.md §2): a bet only a
 * stake row, a settlement payout rows and earned points, a request or its decision the request
 * itself. The member's screens refetch only these lists.
 */
export const listsTouchedByBalanceChange: Record<BalanceCause, BalanceList[]> = {
  BET: ['moneyLedger'],
  SETTLEMENT: ['moneyLedger', 'pointHistory'],
  VOID: ['moneyLedger'],
  RESETTLEMENT: ['moneyLedger', 'pointHistory'],
  CASHIER_REQUEST: ['moneyLedger', 'requests'],
  POINT_CONVERSION: ['moneyLedger', 'pointHistory'],
  MONEY_ADJUSTMENT: ['moneyLedger'],
  POINT_ADJUSTMENT: ['pointHistory'],
  COMMISSION: ['moneyLedger'],
}
