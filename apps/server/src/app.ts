import {
  appRouter,
  assertBatchAllowed,
  createContext,
  createRestHandler,
  errorResponse,
  serveEventStream,
  trpcErrorResponse,
} from '@pb/api'
import { createActorCache } from '@pb/core/auth/actor-cache'
import type { CoreDeps } from '@pb/core/context'
import { DomainError } from '@pb/core/errors'
import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { Elysia } from 'elysia'
import { z } from 'zod'
import { trpcPlacements } from './bets-placed'
import { admitApiRequest, MAX_BODY_BYTES } from './body-gate'
import { clientAddress } from './client-address'
import { compressedAnswer } from './compressed-answer'
import { liveness, type ReadinessSource, readiness } from './health-probes'
import type { Metrics } from './metrics'
import { metricsAnswer } from './metrics-endpoint'
import { plainPage } from './plain-page'
import { type Handler, withRequestLog } from './request-log'
import { apiRouteLabel, siteRoute, trpcRouteLabel } from './route-labels'
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
  /** This instance's metrics, kept per request and served at `/metrics`; without them none are kept. */
  metrics?: Metrics
  /** When set, `/metrics` answers only `Authorization: Bearer <token>` (docs/operations.md §5). */
  metricsToken?: string
}

const onInternalError = (error: unknown) => console.error('internal error', error)

const streamPaths = new Set(['/api/events', '/trpc/events.stream'])
const opensStream = (request: Request) =>
  request.method === 'GET' && streamPaths.has(new URL(request.url).pathname)

/** The HTTP surface: /trpc, /api (REST adapter, event stream) and the SPA. */
export function createApp({
  deps,
  testClock,
  log,
  instanceId = 'server',
  distDir,
  trustProxy = 0,
  security = {},
  readiness: readinessSource,
  metrics,
  metricsToken,
}: AppOptions) {
  // Schema checks without a message of their own answer in Korean, like every other refusal.
  z.config(z.locales.ko())
  // A call delivers its events here before it answers, so a session it ended is forgotten by then.
  const actors = createActorCache(deps.bus)
  const contextFor = (request: Request, ip: string, answerHeaders: Headers) =>
    createContext({ deps, actors, headers: request.headers, ip, answerHeaders, https: overHttps(request) })
  const logged = (handler: Handler): Handler => (log ? withRequestLog(handler, log, instanceId) : handler)
  const measured = (handler: Handler, routeOf: (request: Request) => string): Handler =>
    metrics ? metrics.measured(handler, routeOf) : handler

  /**
   * Both APIs take JSON bodies up to one size only, and a draining instance opens no new event stream
   * (the proxy tries the next instance, docs/operations.md §3); a refusal answers in each API's own
   * error shape.
   */
  const gated =
    (handler: Handler, refuse: (error: DomainError) => Response): Handler =>
    async (req, ip) => {
      if (readinessSource?.draining() && opensStream(req)) {
        const refusal = refuse(new DomainError('SERVER_DRAINING'))
        refusal.headers.set('retry-after', '1')
        return refusal
      }
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
    measured(
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
            // Each call of a batch has its own outcome: placements are counted from the answers.
            responseMeta: ({ info, data }) => {
              metrics?.countBetsPlaced(trpcPlacements(info, data))
              return {}
            },
          }),
        trpcErrorResponse,
      ),
      trpcRouteLabel,
    ),
  )
  const rest = createRestHandler({ createContext: contextFor, onInternalError, maxBodyBytes: MAX_BODY_BYTES })
  // The event stream and the test clock sit beside the REST route table: neither is a procedure call.
  const handleApi = logged(
    measured(
      gated((req, ip) => {
        const { pathname } = new URL(req.url)
        if (req.method === 'GET' && pathname === '/api/events') return serveEventStream(deps, actors, req)
        if (req.method === 'POST' && pathname === '/api/test/clock/advance')
          return advanceTestClock(testClock, req)
        return rest(req, ip)
      }, errorResponse),
      apiRouteLabel,
    ),
  )
  const serveSite = createStaticSite(distDir)
  // Every other request reads a page or an asset of the web app, counted under one route.
  const serveFallback = measured(async (request) => {
    const readsPage = request.method === 'GET' || request.method === 'HEAD'
    return readsPage ? serveSite(request) : plainPage(405)
  }, siteRoute)
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
      // Unlogged too, and not for the internet: see docs/operations.md §5 for who may scrape it.
      .get('/metrics', ({ request }) =>
        secured(request, metrics ? metricsAnswer(request, metrics, metricsToken) : plainPage(404), true),
      )
      .all('/trpc/*', apiRoute(handleTrpc), { parse: 'none' })
      .all('/api/*', apiRoute(handleApi), { parse: 'none' })
      // The SPA is the fallback for every other GET, so client-side routes load on a hard refresh.
      .onError(({ code, request, error }) => {
        // The site needs no client address.
        if (code === 'NOT_FOUND') return secured(request, serveFallback(request, ''), false)
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
