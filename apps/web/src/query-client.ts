import { notifyManager, QueryClient, timeoutManager } from '@tanstack/react-query'
import { notifyTogether } from './lib/notify-together'
import { createSharedTimer } from './lib/shared-timer'
import { isNetworkError } from './trpc/is-network-error'

notifyManager.setScheduler(notifyTogether)
timeoutManager.setTimeoutProvider(createSharedTimer())

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      // Server refusals are final; only a call that never got an answer is worth one more try.
      retry: (failureCount, error) => failureCount < 1 && isNetworkError(error),
    },
  },
})
