import { todayRound } from '@pb/game'
import { i18n } from '../../i18n/i18n'
import { expectedWin } from '../../lib/expected-win'
import { formatDateTime, formatMoney, formatOdds } from '../../lib/format'
import { selectionLabel } from '../../lib/labels'
import type { Bet, PlacedBet } from '../../trpc/types'

/** What a receipt shows (docs/product.md §7.4): round, bet type, odds, stake and expected win. */
export interface Receipt {
  purchaseNo: string
  roundNo: number
  items: { selectionCode: string; stake: number; odds: number }[]
  totalStake: number
  expectedPayout: number
  issuedAt: string
}

export function receiptOfPlaced(placed: PlacedBet, issuedAt: Date): Receipt {
  const items = placed.items.map((item) => ({
    selectionCode: item.selectionCode,
    stake: item.stake,
    odds: item.oddsTaken,
  }))
  return {
    purchaseNo: placed.purchaseNo,
    roundNo: placed.roundNo,
    items,
    totalStake: placed.totalStake,
    expectedPayout: items.reduce((sum, item) => sum + expectedWin(item.stake, item.odds), 0),
    issuedAt: issuedAt.toISOString(),
  }
}

export function receiptOfBet(bet: Bet): Receipt {
  return {
    purchaseNo: bet.purchaseNo,
    roundNo: bet.roundNo,
    items: bet.items.map((item) => ({
      selectionCode: item.selectionCode,
      stake: item.stake,
      odds: item.oddsTaken,
    })),
    totalStake: bet.totalStake,
    expectedPayout: bet.expectedPayout,
    issuedAt: bet.placedAt,
  }
}

/** One printed line: plain text, a label with its value at the right edge, blank feed or the cut. */
export type ReceiptLine = { text: string } | { row: [string, string] } | { feed: number } | { cut: number }

/** ESC/POS partial cut (GS V 65), docs/product.md §7.4. */
const cutValue = 65

export function receiptLines(receipt: Receipt): ReceiptLine[] {
  const t = i18n.t
  return [
    { text: t('receipt.title') },
    { row: [t('receipt.purchaseNo'), receipt.purchaseNo] },
    {
      row: [
        t('receipt.round'),
        t('receipt.roundValue', { today: todayRound(receipt.roundNo), round: receipt.roundNo }),
      ],
    },
    ...receipt.items.flatMap((item): ReceiptLine[] => [
      { row: [t('receipt.betType'), selectionLabel(item.selectionCode)] },
      { row: [t('receipt.odds'), formatOdds(item.odds)] },
      { row: [t('receipt.stake'), formatMoney(item.stake)] },
    ]),
    { row: [t('receipt.total'), formatMoney(receipt.totalStake)] },
    { row: [t('receipt.expectedWin'), formatMoney(receipt.expectedPayout)] },
    { row: [t('receipt.issuedAt'), formatDateTime(receipt.issuedAt)] },
    { feed: 3 },
    { cut: cutValue },
  ]
}
