import { notifyManager, QueryClient } from '@tanstack/react-query'
import { notifyTogether } from './lib/notify-together'
import { isNetworkError } from './trpc/is-network-error'

notifyManager.setScheduler(notifyTogether)

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      // Server refusals are final; only a call that never got an answer is worth one more try.
      retry: (failureCount, error) => failureCount < 1 && isNetworkError(error),
    },
  },
})
