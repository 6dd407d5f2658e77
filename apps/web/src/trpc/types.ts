import type { AppRouter } from '@pb/api'
import type { inferRouterOutputs } from '@trpc/server'

type RouterOutputs = inferRouterOutputs<AppRouter>

export type SessionUser = RouterOutputs['auth']['me']
export type SignedInSession = RouterOutputs['auth']['login']
