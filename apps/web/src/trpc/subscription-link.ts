import type { AppRouter } from '@pb/api'
import { httpSubscriptionLink, type TRPCLink } from '@trpc/client'
import { EventSource } from 'eventsource'
import type { Area } from '../auth/area'
import { eventStreamFetch } from './event-stream-fetch'

// Subscriptions are server-sent events; this EventSource can carry the bearer header.
export function subscriptionLinkFor(area: Area): TRPCLink<AppRouter> {
  return httpSubscriptionLink({
    url: '/trpc',
    EventSource,
    eventSourceOptions: () => ({ fetch: eventStreamFetch(area) }),
  })
}
