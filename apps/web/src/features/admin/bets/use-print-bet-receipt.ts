import { toast } from '@pb/ui/toast'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { printThroughBridge } from '../../receipt/printer-bridge'
import { type Receipt, receiptLines } from '../../receipt/receipt'
import type { AdminBet } from '../admin-types'

/** One bet item's receipt (docs/product.md §7.4: round, bet type, odds, stake and expected win). */
function receiptOf(bet: AdminBet): Receipt {
  return {
    purchaseNo: bet.purchaseNo,
    roundNo: bet.roundNo,
    items: [{ selectionCode: bet.selectionCode, stake: bet.stake, odds: bet.odds }],
    totalStake: bet.stake,
    expectedPayout: bet.expectedWin,
    issuedAt: bet.placedAt,
  }
}

/**
 * Prints a bet's receipt on the local printer bridge, which is looked for only now, when the operator
 * asks. Printing fails silently (docs/product.md §7.4); a quiet hint tells the operator no printer answered.
 */
export function usePrintBetReceipt() {
  const { t } = useTranslation('admin')
  const [printing, setPrinting] = useState<number>()

  async function print(bet: AdminBet) {
    setPrinting(bet.id)
    const printed = await printThroughBridge(`bet-${bet.id}`, receiptLines(receiptOf(bet)))
    setPrinting(undefined)
    if (printed) toast.success(t('betHistory.printed'))
    else toast.message(t('betHistory.noPrinter'), { description: t('betHistory.noPrinterHint') })
  }

  return { print, printing }
}
