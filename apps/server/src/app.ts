import { appRouter, assertBatchAllowed, createContext, createRestHandler, serveEventStream } from '@pb/api'
import type { CoreDeps } from '@pb/core'
import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { Elysia } from 'elysia'
import { z } from 'zod'
import { clientAddress } from './client-address'
import { type Handler, withRequestLog } from './request-log'
import { createStaticSite } from './static-site'
import { advanceTestClock, type TestClockControl } from './test-clock'

export interface AppOptions {
  deps: CoreDeps
  /** Present only when GAME_TEST_CLOCK is on: lets end-to-end tests move the game clock forward. */
  testClock?: TestClockControl
  /** Request log sink; silent when absent. */
  log?: (line: string) => void
  distDir?: string
  /** How many reverse proxies in front are trusted to say the client address (X-Forwarded-For). */
  trustProxy?: number
}

const onInternalError = (error: unknown) => console.error('internal error', error)

/** The HTTP surface: /trpc, /api (REST adapter, event stream) and the SPA. */
export function createApp({ deps, testClock, log, distDir, trustProxy = 0 }: AppOptions) {
  // Schema checks without a message of their own answer in Korean, like every other refusal.
  z.config(z.locales.ko())
  const contextFor = (request: Request, ip: string) => createContext({ deps, headers: request.headers, ip })
  const logged = (handler: Handler): Handler => (log ? withRequestLog(handler, log) : handler)

  const handleTrpc = logged((req, ip) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      req,
      router: appRouter,
      createContext: ({ info }) => {
        assertBatchAllowed(info)
        return contextFor(req, ip)
      },
      onError: ({ error }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') onInternalError(error)
      },
    }),
  )
  const rest = createRestHandler({ createContext: contextFor, onInternalError })
  // The event stream and the test clock sit beside the REST route table: neither is a procedure call.
  const handleApi = logged((req, ip) => {
    const { pathname } = new URL(req.url)
    if (req.method === 'GET' && pathname === '/api/events') return serveEventStream(deps, req)
    if (req.method === 'POST' && pathname === '/api/test/clock/advance')
      return advanceTestClock(testClock, req)
    return rest(req, ip)
  })
  const serveSite = createStaticSite(distDir)
  const ipOf = (request: Request, server: { requestIP(r: Request): { address: string } | null } | null) =>
    clientAddress(request, server?.requestIP(request)?.address ?? '', trustProxy)

  return (
    new Elysia()
      .all('/trpc/*', ({ request, server }) => handleTrpc(request, ipOf(request, server)), { parse: 'none' })
      .all('/api/*', ({ request, server }) => handleApi(request, ipOf(request, server)), { parse: 'none' })
      // The SPA is the fallback for every other GET, so client-side routes load on a hard refresh.
      .onError(({ code, request }) => {
        if (code === 'NOT_FOUND' && (request.method === 'GET' || request.method === 'HEAD'))
          return serveSite(request)
      })
  )
}
