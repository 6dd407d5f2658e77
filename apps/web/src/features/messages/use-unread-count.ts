import { useQuery } from '@tanstack/react-query'
import { trpc } from '../../trpc/client'

/** Unread messages and unopened answers: the member menu's badge, kept current by the live stream. */
export function useUnreadCount(): number {
  return useQuery(trpc.messages.unreadCount.queryOptions()).data?.total ?? 0
}
