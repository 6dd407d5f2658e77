import type { AppRouter } from '@pb/api'
import { maxBatchCalls } from '@pb/contract/limits'
import { createTRPCClient, httpBatchLink, splitLink } from '@trpc/client'
import type { Area } from '../auth/area'
import { readSession } from '../auth/session-store'
import { deferredLink } from './deferred-link'
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

// The event stream's code loads with the first subscription; the sign-in screens never open one.
function subscriptionLinkFor(area: Area) {
  return deferredLink(() => import('./subscription-link').then((link) => link.subscriptionLinkFor(area)))
}

const isAdminCall = (op: { context: Record<string, unknown> }) => op.context.area === 'admin'

/** The plain client: calls by procedure, without React Query (the sign-in screens load without it). */
export const trpcClient = createTRPCClient<AppRouter>({
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
