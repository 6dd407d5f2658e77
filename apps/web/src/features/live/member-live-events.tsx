import { skipToken, useQueryClient } from '@tanstack/react-query'
import { useSubscription } from '@trpc/tanstack-react-query'
import { useEffect, useRef, useState } from 'react'
import { trpc } from '../../trpc/client'
import { applyLiveEvent } from './apply-live-event'
import { useStreamStart } from './event-position'
import { setLiveStatus } from './live-status'
import { createSettlementToasts } from './settlement-toasts'

/** docs/product.md §4.1: after a drop the stream reconnects at most 5 times, 3000 ms apart, then gives up. */
const maxReconnects = 5
const reconnectDelayMs = 3000

/** The account state (bet block, status, balance) that can change before the stream is heard. */
const accountKeys = () => [trpc.users.profile.pathKey(), trpc.auth.me.pathKey(), trpc.users.wallet.pathKey()]

/**
 * The signed-in member's live events, applied to the query cache as they arrive. Rendered once while
 * a member is signed in; unmounting (sign-out) closes the stream, and a manual retry mounts it afresh.
 */
export default function MemberLiveEvents({ userId }: { userId: number }) {
  const queryClient = useQueryClient()
  const [toasts] = useState(createSettlementToasts)
  const failures = useRef(0)
  const connectedBefore = useRef(false)
  const [gaveUp, setGaveUp] = useState(false)

  function failed() {
    failures.current += 1
    const exhausted = failures.current > maxReconnects
    setLiveStatus(exhausted ? 'lost' : 'reconnecting')
    if (exhausted) setGaveUp(true)
    return exhausted
  }

  const { openedFrom, markOpened } = useStreamStart(trpc, 'member')

  const subscription = useSubscription(
    trpc.events.stream.subscriptionOptions(
      openedFrom === undefined ? skipToken : { lastEventId: openedFrom },
      {
        enabled: !gaveUp,
        onStarted: () => {
          // Events sent while the stream was down are gone: catch up on everything they would have changed.
          if (connectedBefore.current) void queryClient.invalidateQueries()
          // On the first start from the page's first position, the server replays what the page missed;
          // without it, only what an administrator may have changed since the page read it.
          else if (!openedFrom)
            for (const key of accountKeys()) void queryClient.invalidateQueries({ queryKey: key })
          connectedBefore.current = true
          markOpened()
          failures.current = 0
          setLiveStatus('live')
        },
        onData: (envelope) => applyLiveEvent(envelope.data, { queryClient, userId, toasts }),
        onConnectionStateChange: (state) => {
          if (state.state === 'connecting' && state.error) failed()
        },
        onError: () => {
          failed()
        },
      },
    ),
  )

  // A stream that ended with an error (not a drop the EventSource retries itself) is reopened here.
  const { status, reset } = subscription
  useEffect(() => {
    if (status !== 'error' || gaveUp) return
    const timer = setTimeout(reset, reconnectDelayMs)
    return () => clearTimeout(timer)
  }, [status, gaveUp, reset])

  useEffect(() => () => setLiveStatus('connecting'), [])

  return null
}
