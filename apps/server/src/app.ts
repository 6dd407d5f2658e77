import {
  appRouter,
  assertBatchAllowed,
  createContext,
  createRestHandler,
  errorResponse,
  serveEventStream,
  trpcErrorResponse,
} from '@pb/api'
import { type CoreDeps, createActorCache, DomainError } from '@pb/core'
import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { Elysia } from 'elysia'
import { z } from 'zod'
import { admitApiRequest, MAX_BODY_BYTES } from './body-gate'
import { clientAddress } from './client-address'
import { compressedAnswer } from './compressed-answer'
import { liveness, type ReadinessSource, readiness } from './health-probes'
import { plainPage } from './plain-page'
import { type Handler, withRequestLog } from './request-log'
import { overHttps, type SecurityOptions, secureResponse } from './security-headers'
import { createStaticSite } from './static-site'
import { advanceTestClock, type TestClockControl } from './test-clock'

export interface AppOptions {
  deps: CoreDeps
  /** Present only when GAME_TEST_CLOCK is on: lets end-to-end tests move the game clock forward. */
  testClock?: TestClockControl
  /** Request log sink; silent when absent. */
  log?: (line: string) => void
  /** Names this instance in every log line (docs/operations.md §1). */
  instanceId?: string
  distDir?: string
  /** How many reverse proxies in front are trusted to say the client address (X-Forwarded-For). */
  trustProxy?: number
  security?: SecurityOptions
  /** What `/api/health/ready` looks at; without it (tests of the API alone) readiness is liveness. */
  readiness?: ReadinessSource
}

const onInternalError = (error: unknown) => console.error('internal error', error)

/** The HTTP surface: /trpc, /api (REST adapter, event stream) and the SPA. */
export function createApp({
  deps: given,
  testClock,
  log,
  instanceId = 'server',
  distDir,
  trustProxy = 0,
  security = {},
  readiness: readinessSource,
}: AppOptions) {
  // Schema checks without a message of their own answer in Korean, like every other refusal.
  z.config(z.locales.ko())
  // Requests publish through the cache's bus, so a session they end is forgotten before they answer.
  const actors = createActorCache(given.bus)
  const deps = { ...given, bus: actors.bus }
  const contextFor = (request: Request, ip: string, answerHeaders: Headers) =>
    createContext({ deps, actors, headers: request.headers, ip, answerHeaders, https: overHttps(request) })
  const logged = (handler: Handler): Handler => (log ? withRequestLog(handler, log, instanceId) : handler)

  /** Both APIs take JSON bodies up to one size only; a refusal answers in each API's own error shape. */
  const gated =
    (handler: Handler, refuse: (error: DomainError) => Response): Handler =>
    async (req, ip) => {
      let admitted: Request
      try {
        admitted = await admitApiRequest(req, MAX_BODY_BYTES)
      } catch (error) {
        if (error instanceof DomainError) return refuse(error)
        throw error
      }
      return handler(admitted, ip)
    }

  const handleTrpc = logged(
    gated(
      (req, ip) =>
        fetchRequestHandler({
          endpoint: '/trpc',
          req,
          router: appRouter,
          createContext: ({ info, resHeaders }) => {
            assertBatchAllowed(info)
            return contextFor(req, ip, resHeaders)
          },
          onError: ({ error }) => {
            if (error.code === 'INTERNAL_SERVER_ERROR') onInternalError(error)
          },
        }),
      trpcErrorResponse,
    ),
  )
  const rest = createRestHandler({ createContext: contextFor, onInternalError, maxBodyBytes: MAX_BODY_BYTES })
  // The event stream and the test clock sit beside the REST route table: neither is a procedure call.
  const handleApi = logged(
    gated((req, ip) => {
      const { pathname } = new URL(req.url)
      if (req.method === 'GET' && pathname === '/api/events') return serveEventStream(deps, actors, req)
      if (req.method === 'POST' && pathname === '/api/test/clock/advance')
        return advanceTestClock(testClock, req)
      return rest(req, ip)
    }, errorResponse),
  )
  const serveSite = createStaticSite(distDir)
  const ipOf = (request: Request, server: { requestIP(r: Request): { address: string } | null } | null) =>
    clientAddress(request, server?.requestIP(request)?.address ?? '', trustProxy)
  const secured = async (request: Request, response: Response | Promise<Response>, api: boolean) =>
    secureResponse(await response, request, { ...security, api })
  const apiRoute =
    (handler: Handler) =>
    async ({ request, server }: { request: Request; server: Parameters<typeof ipOf>[1] }) =>
      secured(request, compressedAnswer(request, await handler(request, ipOf(request, server))), true)

  return (
    new Elysia()
      // Probes answer unlogged and ungated: a load balancer asks every few seconds.
      .get('/api/health/live', ({ request }) => secured(request, liveness(), true))
      .get('/api/health/ready', ({ request }) =>
        secured(request, readinessSource ? readiness(readinessSource) : liveness(), true),
      )
      .all('/trpc/*', apiRoute(handleTrpc), { parse: 'none' })
      .all('/api/*', apiRoute(handleApi), { parse: 'none' })
      // The SPA is the fallback for every other GET, so client-side routes load on a hard refresh.
      .onError(({ code, request, error }) => {
        if (code === 'NOT_FOUND') {
          const readsPage = request.method === 'GET' || request.method === 'HEAD'
          return secured(request, readsPage ? serveSite(request) : plainPage(405), false)
        }
        onInternalError(error)
        return secured(request, plainPage(500), false)
      })
  )
}

/**
 * How the process listens: as production (no development error pages that show source and paths),
 * alone on its port (a second server on a taken port fails instead of sharing it), and with a bare
 * error page for anything that escapes the handlers.
 */
export function serveOptions(port: number, security: SecurityOptions = {}) {
  return {
    port,
    development: false,
    reusePort: false,
    // Server-sent event streams send a ping well inside this.
    idleTimeout: 60,
    error(error: unknown) {
      onInternalError(error)
      return secureResponse(plainPage(500), null, { ...security, api: false })
    },
  }
}
