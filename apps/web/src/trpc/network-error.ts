import type { AppRouter } from '@pb/api'
import { networkErrorCode } from '@pb/contract/refusal-codes'
import { TRPCClientError, type TRPCLink } from '@trpc/client'
import { observable } from '@trpc/server/observable'
import { i18n } from '../i18n/i18n'

/** docs/product.md §8: a call that got no answer at all (offline, timeout, proxy down) fails with NETWORK_ERROR. */
export function networkError(cause?: Error): TRPCClientError<AppRouter> {
  return TRPCClientError.from(
    { error: { code: -32000, message: i18n.t('errors.network'), data: { domainCode: networkErrorCode } } },
    { cause },
  )
}

/** Every error the server sends carries data; one without it never reached or came back from the server. */
export function networkErrorLink(): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) =>
        next(op).subscribe({
          next: (result) => observer.next(result),
          complete: () => observer.complete(),
          error: (error) => observer.error(error.data == null ? networkError(error) : error),
        }),
      )
}
