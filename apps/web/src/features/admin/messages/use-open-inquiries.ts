import { useQuery } from '@tanstack/react-query'
import { trpc } from '../../../trpc/client'
import { useFallbackRefetchMs } from '../live/stream-health'

/**
 * Inquiries of the subtree waiting for an answer: the header's counter, kept current by the event
 * stream's INQUIRY_CHANGED like the cashier's, polled only while the stream is down.
 */
export function useOpenInquiries(): number | undefined {
  return useQuery(
    trpc.admin.messages.inquiries.openCount.queryOptions(undefined, {
      refetchInterval: useFallbackRefetchMs(),
    }),
  ).data?.open
}
