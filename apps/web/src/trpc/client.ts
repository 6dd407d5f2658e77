import type { AppRouter } from '@pb/api'
import { maxBatchCalls } from '@pb/api/batch-size'
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { EventSource } from 'eventsource'
import type { Area } from '../auth/area'
import { readSession } from '../auth/session-store'
import { queryClient } from '../query-client'
import { eventStreamFetch } from './event-stream-fetch'
import { fetchWithTimeout } from './fetch-with-timeout'
import { networkErrorLink } from './network-error'
import { sessionLink } from './session-link'

// One batch link per area, so a batch never mixes calls that need different tokens.
function batchLinkFor(area: Area) {
  return httpBatchLink({
    url: '/trpc',
    fetch: fetchWithTimeout,
    maxItems: maxBatchCalls,
    headers: () => {
      const { accessToken } = readSession(area)
      return accessToken ? { Authorization: `Bearer ${accessToken}` } : {}
    },
  })
}

// Subscriptions are server-sent events; this EventSource can carry the bearer header.
function subscriptionLinkFor(area: Area) {
  return httpSubscriptionLink({
    url: '/trpc',
    EventSource,
    eventSourceOptions: () => ({ fetch: eventStreamFetch(area) }),
  })
}

const isAdminCall = (op: { context: Record<string, unknown> }) => op.context.area === 'admin'

const trpcClient = createTRPCClient<AppRouter>({
  links: [
    networkErrorLink(),
    sessionLink(),
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: splitLink({
        condition: isAdminCall,
        true: subscriptionLinkFor('admin'),
        false: subscriptionLinkFor('member'),
      }),
      false: splitLink({
        condition: isAdminCall,
        true: batchLinkFor('admin'),
        false: batchLinkFor('member'),
      }),
    }),
  ],
})

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient })
