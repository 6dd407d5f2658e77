import { toast } from '@pb/ui/toast'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useIdempotencyKey } from '../../hooks/use-idempotency-key'
import { useRefusalText } from '../../hooks/use-refusal-text'
import { useRefusalWords } from '../../hooks/use-refusal-words'
import { resyncServerClock, serverNow } from '../../hooks/use-server-now'
import { formatMoney } from '../../lib/format'
import { selectionLabel } from '../../lib/labels'
import { trpc } from '../../trpc/client'
import { applyAnsweredBalance } from '../live/cached-balance'
import { printThroughBridge } from '../receipt/printer-bridge'
import { receiptLines, receiptOfPlaced } from '../receipt/receipt'
import { receiptPrintingOn } from '../receipt/receipt-printing'
import { receiptUrl } from '../receipt/receipt-url'
import type { RoundPhase } from './betting-clock-context'
import type { BetCart } from './use-bet-cart'

/** The bet awaiting the member's confirmation. */
export interface PendingBet {
  round: number
  todayRound: number
  selectionCode: string
  stake: number
}

/**
 * docs/product.md §5.2: the checks before the confirmation modal, the call, and what follows a
 * purchase (balance, stake reset, receipt) or a refusal ('베팅 실패: {message}').
 */
export function usePlaceBet({
  phase,
  cart,
  balance,
  overCap,
}: {
  phase: RoundPhase
  cart: BetCart
  balance?: number
  /** The cap the cart's stake would pass, in the server's words (the cart shows it already). */
  overCap: string | null
}) {
  const { t } = useTranslation()
  const { say } = useRefusalWords()
  const sayRefusal = useRefusalText()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<PendingBet | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const clearProblem = useCallback(() => setProblem(null), [])
  // A repeated confirmation of the same bet is placed once.
  const idempotency = useIdempotencyKey()
  const place = useMutation(trpc.bets.place.mutationOptions())

  // A bet under review belongs to its round: once betting on it stops, the review ends.
  if (pending && (pending.round !== phase.round || !phase.open)) setPending(null)

  function review() {
    if (!cart.selection) return setProblem(say('reasons.noSelection'))
    if (cart.stake <= 0) return setProblem(t('game.slip.selectAmount'))
    if (balance !== undefined && cart.stake > balance)
      return setProblem(say('detailed.insufficientBalance', { money: formatMoney(balance) }))
    if (overCap) return
    setProblem(null)
    setPending({
      round: phase.round,
      todayRound: phase.todayRound,
      selectionCode: cart.selection,
      stake: cart.stake,
    })
  }

  function confirm(odds: number) {
    if (!pending || place.isPending) return
    const request = {
      roundNo: pending.round,
      items: [{ selectionCode: pending.selectionCode, stake: pending.stake, odds }],
    }
    const sentAt = Date.now()
    place.mutate(
      { ...request, idempotencyKey: idempotency.keyFor(request) },
      {
        onSuccess: (placed) => {
          idempotency.done()
          setPending(null)
          applyAnsweredBalance(queryClient, { moneyBal: placed.moneyAfter }, sentAt)
          cart.resetStake()
          void queryClient.invalidateQueries({ queryKey: trpc.bets.pathKey() })
          const receipt = receiptOfPlaced(placed, new Date(serverNow()))
          toast.success(
            t('game.placed', {
              round: pending.todayRound,
              selection: selectionLabel(pending.selectionCode),
              stake: formatMoney(placed.totalStake),
            }),
            {
              action: {
                label: t('receipt.open'),
                onClick: () => window.open(receiptUrl(placed.purchaseNo), '_blank'),
              },
            },
          )
          if (receiptPrintingOn())
            void printThroughBridge(`receipt-${placed.purchaseNo}`, receiptLines(receipt))
        },
        onError: (error) => {
          toast.error(t('game.betFailed', { message: sayRefusal(error, t('errors.unexpected')) }))
          const code = error.data?.domainCode
          if (code === 'ODDS_CHANGED') {
            // The modal stays open with the new odds for the member to confirm again.
            void queryClient.invalidateQueries({ queryKey: trpc.game.odds.pathKey() })
            return
          }
          setPending(null)
          if (code === 'BETTING_CLOSED') void resyncServerClock(queryClient)
          // Someone else's purchase on this account (another device) moved the sums: read them again.
          if (code === 'LIMIT_EXCEEDED')
            void queryClient.invalidateQueries({ queryKey: trpc.bets.caps.pathKey() })
          if (code === 'INSUFFICIENT_BALANCE')
            void queryClient.invalidateQueries({ queryKey: trpc.users.profile.queryKey() })
        },
      },
    )
  }

  return {
    pending,
    problem,
    isPlacing: place.isPending,
    review,
    confirm,
    cancel: () => setPending(null),
    clearProblem,
  }
}
