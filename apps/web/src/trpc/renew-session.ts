import type { AppRouter } from '@pb/api'
import { createTRPCClient, httpLink } from '@trpc/client'
import type { Area } from '../auth/area'
import { readSession, saveSession } from '../auth/session-store'
import { fetchWithTimeout } from './fetch-with-timeout'
import { isNetworkError } from './is-network-error'
import { networkErrorLink } from './network-error'

type Renewal = 'renewed' | 'rejected' | 'unreachable'

// A bare client: the refresh call must not pass through the link that triggers refreshes.
const refreshClient = createTRPCClient<AppRouter>({
  links: [networkErrorLink(), httpLink({ url: '/trpc', fetch: fetchWithTimeout })],
})

const pending = new Map<Area, Promise<Renewal>>()

/**
 * Trades the stored refresh token for a new pair. Concurrent callers share one request, because
 * refresh tokens rotate and a second use of the old one would revoke the whole session.
 */
export function renewSession(area: Area, rejectedAccessToken: string | null): Promise<Renewal> {
  const stored = readSession(area)
  // Another call, or another tab, has already renewed since the rejected request was sent.
  if (stored.accessToken && stored.accessToken !== rejectedAccessToken) return Promise.resolve('renewed')

  const running = pending.get(area)
  if (running) return running
  const { refreshToken } = stored
  if (!refreshToken) return Promise.resolve('rejected')

  const renewal = refreshClient.auth.refresh
    .mutate({ refreshToken })
    .then(
      (session): Renewal => {
        saveSession(area, session)
        return 'renewed'
      },
      (error: unknown): Renewal => (isNetworkError(error) ? 'unreachable' : 'rejected'),
    )
    .finally(() => pending.delete(area))
  pending.set(area, renewal)
  return renewal
}
