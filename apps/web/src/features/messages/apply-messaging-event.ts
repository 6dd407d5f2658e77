import type { QueryClient } from '@tanstack/react-query'
import { trpc } from '../../trpc/client'
import type { LiveEvent } from '../../trpc/types'

/**
 * docs/messages.md §5 on a member's stream: a notice, a message or an answer arrived, so the notices,
 * the inbox, the inquiries and the unread badge are read again.
 */
export function applyMessagingEvent(queryClient: QueryClient, event: LiveEvent) {
  if (event.type === 'NOTICES_CHANGED')
    void queryClient.invalidateQueries({ queryKey: trpc.messages.notices.pathKey() })
  else void queryClient.invalidateQueries({ queryKey: trpc.messages.pathKey() })
}
