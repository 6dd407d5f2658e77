import type { AppRouter } from '@pb/api'
import type { ClientEvent } from '@pb/core/events/types'
import { createTRPCClient, httpSubscriptionLink } from '@trpc/client'
import { EventSource } from 'eventsource'

export interface Subscription {
  /** What arrived, with the tracked ids. */
  heard: { id: string; event: ClientEvent }[]
  /** 'open' until the server completes the stream or it fails. */
  outcome(): 'open' | 'completed' | 'error'
  /** Whether the link is reconnecting after the server ended the stream with a retryable error. */
  reconnecting(): boolean
  stop(): void
}

/**
 * Subscribes to `events.stream` as the web app does (the bearer header on the EventSource);
 * resolves once the server has started the stream.
 */
export function subscribeEvents(baseUrl: string, accessToken: string, lastEventId?: string) {
  const client = createTRPCClient<AppRouter>({
    links: [
      httpSubscriptionLink<AppRouter, typeof EventSource>({
        url: `${baseUrl}/trpc`,
        EventSource,
        eventSourceOptions: {
          fetch: (input, init) =>
            fetch(input, { ...init, headers: { ...init?.headers, authorization: `Bearer ${accessToken}` } }),
        },
      }),
    ],
  })
  const heard: Subscription['heard'] = []
  let outcome: ReturnType<Subscription['outcome']> = 'open'
  let reconnecting = false
  return new Promise<Subscription>((resolve, reject) => {
    const subscription = client.events.stream.subscribe(lastEventId ? { lastEventId } : undefined, {
      onStarted: () =>
        resolve({
          heard,
          outcome: () => outcome,
          reconnecting: () => reconnecting,
          stop: () => subscription.unsubscribe(),
        }),
      onConnectionStateChange: (state) => {
        reconnecting = state.state === 'connecting' && state.error !== null
      },
      onData: ({ id, data }) => heard.push({ id, event: data }),
      onComplete: () => {
        outcome = 'completed'
      },
      onError: (error) => {
        outcome = 'error'
        subscription.unsubscribe()
        reject(error)
      },
    })
  })
}
