import type { AppRouter } from '@pb/api'
import { type OperationLink, TRPCClientError, type TRPCLink } from '@trpc/client'
import { observable, type Unsubscribable } from '@trpc/server/observable'

/**
 * A link whose code is fetched on its first call, so what only some screens use (the live event
 * stream) stays out of the entry. A failed fetch is tried again on the next call.
 */
export function deferredLink(load: () => Promise<TRPCLink<AppRouter>>): TRPCLink<AppRouter> {
  return (runtime) => {
    let loading: Promise<OperationLink<AppRouter>> | undefined
    const operationLink = () => {
      loading ??= load().then(
        (link) => link(runtime),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      return loading
    }
    return ({ op, next }) =>
      observable((observer) => {
        let stopped = false
        let subscription: Unsubscribable | undefined
        operationLink().then(
          (link) => {
            if (!stopped) subscription = link({ op, next }).subscribe(observer)
          },
          (error: unknown) => {
            if (!stopped)
              observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error))))
          },
        )
        return () => {
          stopped = true
          subscription?.unsubscribe()
        }
      })
  }
}
