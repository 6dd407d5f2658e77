import type { AppRouter } from '@pb/api'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { queryClient } from '../query-client'
import { trpcClient } from './trpc-client'

/** The client's React Query bindings: query and mutation options by procedure. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient })
