import type { QueryClient } from '@tanstack/react-query'
import { skipToken, useQueryClient } from '@tanstack/react-query'
import { useSubscription } from '@trpc/tanstack-react-query'
import { useEffect, useRef } from 'react'
import { trpc } from '../../../trpc/client'
import type { LiveEvent } from '../../../trpc/types'
import { useStreamStart } from '../../live/event-position'
import { announce, type ConsoleMessage, listenToOtherTabs } from './console-channel'
import { markNewRequest } from './new-requests'
import { playRequestChime } from './request-alert'
import { setStreamUp } from './stream-health'

const refetch = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  void queryClient.invalidateQueries({ queryKey })

/**
 * The views a request or its decision changes: queues, counters, member balances, totals (a
 * withdrawal request already holds its amount; a decision moves top-ups and withdrawals).
 */
function requestsChanged(queryClient: QueryClient) {
  refetch(queryClient, trpc.admin.requests.pathKey())
  refetch(queryClient, trpc.admin.users.pathKey())
  refetch(queryClient, trpc.admin.stats.pathKey())
}

/** A round settled or was voided: its bets' results, payouts and refunds, and every total of them. */
function betsChanged(queryClient: QueryClient) {
  refetch(queryClient, trpc.admin.bets.pathKey())
  refetch(queryClient, trpc.admin.stats.pathKey())
}

/** A round was drawn or voided: the round being bet on and its stakes on the odds board move on. */
function roundChanged(queryClient: QueryClient) {
  refetch(queryClient, trpc.game.current.pathKey())
  refetch(queryClient, trpc.admin.odds.pathKey())
}

function fromOtherTab(queryClient: QueryClient, message: ConsoleMessage) {
  if (message.type === 'requests-changed') requestsChanged(queryClient)
  else refetch(queryClient, trpc.admin.odds.pathKey())
}

/** What one event changes in the console. */
function applyConsoleEvent(queryClient: QueryClient, event: LiveEvent) {
  switch (event.type) {
    case 'TRANSACTION_REQUESTED':
      markNewRequest(event.id)
      playRequestChime()
      requestsChanged(queryClient)
      announce({ type: 'requests-changed' })
      return
    case 'TRANSACTION_PROCESSED':
      requestsChanged(queryClient)
      return
    case 'ODDS_UPDATED':
      refetch(queryClient, trpc.admin.odds.pathKey())
      announce({ type: 'odds-applied' })
      return
    case 'SETTLEMENT_COMPLETED':
      // Settling a round credits the betting points (POINT_EARN).
      refetch(queryClient, trpc.admin.users.pathKey())
      refetch(queryClient, trpc.admin.points.pathKey())
      betsChanged(queryClient)
      return
    case 'ROUND_VOIDED':
      refetch(queryClient, trpc.admin.users.pathKey())
      roundChanged(queryClient)
      betsChanged(queryClient)
      return
    case 'RESULT_SAVED':
      roundChanged(queryClient)
      return
    case 'APPROVALS_CHANGED':
      // A proposal was made or decided: the counter and list; an applied one changed what it proposed.
      refetch(queryClient, trpc.admin.approvals.pathKey())
      if (event.status === 'APPLIED') {
        refetch(queryClient, trpc.admin.settings.pathKey())
        roundChanged(queryClient)
      }
      return
    case 'INQUIRY_CHANGED':
      // An inquiry was asked, answered or closed: the queue, the thread and the header's counter.
      refetch(queryClient, trpc.admin.messages.inquiries.pathKey())
      return
    case 'MESSAGE_READ':
      refetch(queryClient, trpc.admin.messages.sent.pathKey())
      return
    case 'RESYNC':
      // What was missed while the stream was down is no longer known: refetch every view.
      void queryClient.invalidateQueries()
      return
  }
}

/**
 * The console's live events (a stream per signed-in administrator, hearing its own subtree only).
 * After a drop the EventSource reconnects by itself; until it is back the views poll (stream health).
 */
export default function AdminLiveEvents() {
  const queryClient = useQueryClient()
  const { openedFrom, markOpened } = useStreamStart(trpc, 'admin')
  const startedBefore = useRef(false)

  useSubscription(
    trpc.events.stream.subscriptionOptions(
      openedFrom === undefined ? skipToken : { lastEventId: openedFrom },
      {
        onStarted: () => {
          // Opened from the page's first position, the server replays what the first reads missed.
          // Any other start catches up on what happened while the stream was down by reading again.
          if (startedBefore.current || !openedFrom)
            void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() })
          startedBefore.current = true
          markOpened()
          setStreamUp(true)
        },
        onData: (envelope) => applyConsoleEvent(queryClient, envelope.data),
        onConnectionStateChange: (state) => setStreamUp(state.state === 'pending'),
        onError: () => setStreamUp(false),
      },
    ),
  )

  useEffect(() => listenToOtherTabs((message) => fromOtherTab(queryClient, message)), [queryClient])
  useEffect(() => () => setStreamUp(false), [])

  return null
}
