import { todayRound } from '@pb/game'
import { toast } from '@pb/ui/toast'
import { i18n } from '../../i18n/i18n'
import { formatMoney } from '../../lib/format'
import type { LiveEvent } from '../../trpc/types'

type Settled = Extract<LiveEvent, { type: 'BET_SETTLED' }>

/**
 * Win and refund toasts carry the new balance. A round's BET_SETTLED events come before the member's
 * BALANCE_UPDATED (docs/game-rules.md §7), so they wait for it; SETTLEMENT_COMPLETED sends any left over.
 */
export function createSettlementToasts() {
  let waiting: Settled[] = []

  function show(bet: Settled, moneyBal?: number) {
    const description =
      moneyBal === undefined ? undefined : i18n.t('live.balanceNow', { balance: formatMoney(moneyBal) })
    const round = todayRound(bet.roundNo)
    if (bet.status === 'WON') {
      toast.success(i18n.t('live.won', { round, payout: formatMoney(bet.payout) }), {
        id: `settled-${bet.purchaseNo}`,
        description,
      })
    } else if (bet.status === 'VOID') {
      toast.info(i18n.t('live.voided', { round }), { id: `settled-${bet.purchaseNo}`, description })
    }
  }

  return {
    settled(bet: Settled) {
      if (bet.status !== 'LOST') waiting.push(bet)
    },
    balance(moneyBal: number) {
      for (const bet of waiting) show(bet, moneyBal)
      waiting = []
    },
    flush() {
      for (const bet of waiting) show(bet)
      waiting = []
    },
  }
}
