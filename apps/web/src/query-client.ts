import { QueryClient } from '@tanstack/react-query'
import { isNetworkError } from './trpc/is-network-error'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      // Server refusals are final; only a call that never got an answer is worth one more try.
      retry: (failureCount, error) => failureCount < 1 && isNetworkError(error),
    },
  },
})
