/**
 * The tRPC client, fetched on first use. The entry and the sign-in screens reach it only through
 * this, so they paint before its code (tRPC and its React Query bindings) arrives.
 */
export const loadTrpc = () => import('./client')
