import { appRouter, createContext, createRestHandler } from '@pb/api'
import type { Db } from '@pb/db'
import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { Elysia } from 'elysia'
import { type Handler, withRequestLog } from './request-log'
import { createStaticSite } from './static-site'

export interface AppOptions {
  db: Db
  /** Request log sink; silent when absent. */
  log?: (line: string) => void
  distDir?: string
}

const onInternalError = (error: unknown) => console.error('internal error', error)

/** The HTTP surface: /trpc, /api (REST adapter) and the SPA. */
export function createApp({ db, log, distDir }: AppOptions) {
  const contextFor = (request: Request, ip: string) => createContext({ db, headers: request.headers, ip })
  const logged = (handler: Handler): Handler => (log ? withRequestLog(handler, log) : handler)

  const handleTrpc = logged((req, ip) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      req,
      router: appRouter,
      createContext: () => contextFor(req, ip),
      onError: ({ error }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') onInternalError(error)
      },
    }),
  )
  const rest = createRestHandler({ createContext: contextFor, onInternalError })
  const handleRest = logged(rest)
  const serveSite = createStaticSite(distDir)

  return (
    new Elysia()
      .all(
        '/trpc/*',
        ({ request, server }) => handleTrpc(request, server?.requestIP(request)?.address ?? ''),
        {
          parse: 'none',
        },
      )
      .all(
        '/api/*',
        ({ request, server }) => handleRest(request, server?.requestIP(request)?.address ?? ''),
        {
          parse: 'none',
        },
      )
      // The SPA is the fallback for every other GET, so client-side routes load on a hard refresh.
      .onError(({ code, request }) => {
        if (code === 'NOT_FOUND' && (request.method === 'GET' || request.method === 'HEAD'))
          return serveSite(request)
      })
  )
}
