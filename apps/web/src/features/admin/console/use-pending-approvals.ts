import { useQuery } from '@tanstack/react-query'
import { trpc } from '../../../trpc/client'
import { useFallbackRefetchMs } from '../live/stream-health'

/**
 * How many proposals wait for a second SUPER (SUPER only): kept current by the event stream's
 * APPROVALS_CHANGED, polled only while it is down.
 */
export function usePendingApprovals(enabled: boolean): number | undefined {
  const waiting = useQuery({
    ...trpc.admin.approvals.list.queryOptions(
      { status: 'PENDING_APPROVAL', page: 1, limit: 1 },
      { refetchInterval: useFallbackRefetchMs() },
    ),
    enabled,
  })
  return waiting.data?.pagination.total
}
