import type { AppRouter } from '@pb/api'
import { TRPCClientError, type TRPCLink } from '@trpc/client'
import { observable, type Unsubscribable } from '@trpc/server/observable'
import { type Area, areaOfPath } from '../auth/area'
import { endSession } from '../auth/end-session'
import { readSession } from '../auth/session-store'
import { networkError } from './network-error'
import { renewSession } from './renew-session'

const sessionlessPaths = new Set(['auth.login', 'auth.loginTotp', 'auth.enrolTotp', 'auth.refresh'])

function isUnauthorized(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data?.httpStatus === 401
}

/**
 * Tags every call with its area (which decides the bearer token) and, when the server answers 401,
 * renews the session once and replays the call; a session that cannot be renewed is ended.
 */
export function sessionLink(): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) => {
      const area: Area =
        op.context.area === 'admin' || op.context.area === 'member'
          ? op.context.area
          : areaOfPath(window.location.pathname)
      const tagged = { ...op, context: { ...op.context, area } }
      if (sessionlessPaths.has(op.path)) return next(tagged)

      return observable((observer) => {
        const sentAccessToken = readSession(area).accessToken
        let stopped = false
        let subscription: Unsubscribable = next(tagged).subscribe({
          next: (result) => observer.next(result),
          complete: () => observer.complete(),
          error: (error) => {
            if (!isUnauthorized(error)) return observer.error(error)
            void renewSession(area, sentAccessToken).then((renewal) => {
              if (stopped) return
              if (renewal === 'unreachable') return observer.error(networkError(error))
              if (renewal === 'rejected') {
                endSession(area)
                return observer.error(error)
              }
              subscription = next(tagged).subscribe({
                next: (result) => observer.next(result),
                complete: () => observer.complete(),
                error: (retryError) => {
                  if (isUnauthorized(retryError)) endSession(area)
                  observer.error(retryError)
                },
              })
            })
          },
        })
        return () => {
          stopped = true
          subscription.unsubscribe()
        }
      })
    }
}
