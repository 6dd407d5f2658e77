import { todayRound } from '@pb/game'
import { toast } from '@pb/ui/toast'
import type { QueryClient } from '@tanstack/react-query'
import { resyncServerClock } from '../../hooks/use-server-now'
import { i18n } from '../../i18n/i18n'
import { trpc } from '../../trpc/client'
import type { LiveEvent } from '../../trpc/types'
import { applyMessagingEvent } from '../messages/apply-messaging-event'
import { type BalanceList, listsTouchedByBalanceChange } from './balance-lists'
import { applyBalanceEvent } from './cached-balance'
import { writeDrawnRound, writeLastResult } from './drawn-round-cache'
import { refreshSoon } from './jittered-refresh'
import type { createSettlementToasts } from './settlement-toasts'

interface LiveContext {
  queryClient: QueryClient
  /** docs/product.md §4.1: balance and settle events of anyone else are ignored. */
  userId: number
  toasts: ReturnType<typeof createSettlementToasts>
}

const balanceListKeys: Record<BalanceList, () => readonly unknown[]> = {
  moneyLedger: () => trpc.users.ledger.pathKey(),
  pointHistory: () => trpc.cashier.pointHistory.pathKey(),
  requests: () => trpc.cashier.myRequests.pathKey(),
}

const refetch = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  void queryClient.invalidateQueries({ queryKey })

/** What one event changes on screen: the caches it touches and the toasts it raises. */
export function applyLiveEvent(event: LiveEvent, { queryClient, userId, toasts }: LiveContext) {
  switch (event.type) {
    case 'BALANCE_UPDATED':
      if (event.userId !== userId || !applyBalanceEvent(queryClient, event)) return
      // An administrator's decision on a request reaches the member only as this event.
      for (const list of listsTouchedByBalanceChange[event.cause])
        refetch(queryClient, balanceListKeys[list]())
      toasts.balance(event.moneyBal)
      return
    case 'BET_SETTLED':
      if (event.userId !== userId) return
      refetch(queryClient, trpc.bets.pathKey())
      toasts.settled(event)
      return
    case 'RESULT_SAVED':
      // The game page reveals the draw; today's results gain the round from the event itself.
      writeLastResult(queryClient, event)
      writeDrawnRound(queryClient, event)
      refetch(queryClient, trpc.game.recentResults.pathKey())
      refetch(queryClient, trpc.game.current.pathKey())
      refetch(queryClient, trpc.game.fairness.pathKey())
      // Every client hears the draw at once: the statistics are asked for again spread over 20 s.
      refreshSoon(queryClient, trpc.game.statistics.pathKey())
      void resyncServerClock(queryClient)
      return
    case 'SETTLEMENT_COMPLETED':
      refetch(queryClient, trpc.bets.pathKey())
      toasts.flush()
      return
    case 'ROUND_VOIDED':
      refetch(queryClient, trpc.bets.pathKey())
      refetch(queryClient, trpc.game.recentResults.pathKey())
      // The day's results list the voided round; read again spread over 20 s like the statistics.
      refreshSoon(queryClient, trpc.game.results.pathKey())
      // A round voided for a late beacon: its result is no longer delayed.
      refetch(queryClient, trpc.game.current.pathKey())
      toast.info(i18n.t('live.roundVoided', { round: todayRound(event.roundNo) }))
      return
    case 'VOID_SEED_REVEALED':
      // A voided round's draw time, with no result: the next round's commitment is this seed.
      refetch(queryClient, trpc.game.fairness.pathKey())
      void resyncServerClock(queryClient)
      return
    case 'ODDS_UPDATED':
      refetch(queryClient, trpc.game.odds.pathKey())
      return
    case 'VERIFICATION_COMPLETED':
      refetch(queryClient, trpc.game.recentResults.pathKey())
      return
    case 'NOTICES_CHANGED':
    case 'MESSAGE_RECEIVED':
    case 'MESSAGE_READ':
    case 'INQUIRY_CHANGED':
      applyMessagingEvent(queryClient, event)
      return
    case 'RESYNC':
      // The server no longer knows what was missed while the stream was down: refetch everything.
      void queryClient.invalidateQueries()
      return
    case 'PROFILE_UPDATED':
      // An administrator blocked or allowed betting, or changed the account's status.
      if (event.userId !== userId) return
      refetch(queryClient, trpc.users.profile.pathKey())
      refetch(queryClient, trpc.auth.me.pathKey())
      return
  }
}
