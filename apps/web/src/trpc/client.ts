import type { AppRouter } from '@pb/api'
import { createTRPCClient, httpBatchLink, splitLink } from '@trpc/client'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import type { Area } from '../auth/area'
import { readSession } from '../auth/session-store'
import { queryClient } from '../query-client'
import { fetchWithTimeout } from './fetch-with-timeout'
import { networkErrorLink } from './network-error'
import { sessionLink } from './session-link'

// One batch link per area, so a batch never mixes calls that need different tokens.
function batchLinkFor(area: Area) {
  return httpBatchLink({
    url: '/trpc',
    fetch: fetchWithTimeout,
    headers: () => {
      const { accessToken } = readSession(area)
      return accessToken ? { Authorization: `Bearer ${accessToken}` } : {}
    },
  })
}

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    networkErrorLink(),
    sessionLink(),
    splitLink({
      condition: (op) => op.context.area === 'admin',
      true: batchLinkFor('admin'),
      false: batchLinkFor('member'),
    }),
  ],
})

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient })
