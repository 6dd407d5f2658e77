/**
 * The tRPC client, fetched on first use. The entry and the sign-in screens reach it only through
 * these, so they paint before its code arrives: `loadTrpc` brings it with its React Query bindings,
 * `loadTrpcClient` the plain client alone, for the sign-in screens, which load without React Query.
 */
export const loadTrpc = () => import('./client')
export const loadTrpcClient = () => import('./trpc-client')
