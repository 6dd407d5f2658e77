import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { isRestPlacement } from './bets-placed'
import type { Handler } from './request-log'

/** What the gauges read at each scrape (docs/operations.md §5). */
export interface MetricsSources {
  /** Whether this instance leads the round engine now. */
  isLeader: () => boolean
  /** Client event streams (SSE and tRPC) open on this instance now. */
  openStreams: () => number
  /** The Postgres pool's size (`DATABASE_POOL_MAX`); absent on the embedded database, which has no pool. */
  databasePoolMax?: number
  /** This instance's Postgres connections by state (`active`, `idle`, …), asked at each scrape. */
  databaseConnections?: () => Promise<{ state: string; count: number }[]>
}

export interface Metrics {
  /** `handler`, counted and timed by method, route and status; `routeOf` names a route, never a raw path. */
  measured(handler: Handler, routeOf: (request: Request) => string): Handler
  /**
   * Bets placed through tRPC (REST placements are counted from their answers here); a replay of the
   * same Idempotency-Key counts again.
   */
  countBetsPlaced(count: number): void
  /** How long a round's settlement took. */
  observeSettlement(seconds: number): void
  /** How long an event took from its publication to this instance's delivery. */
  observeEventLag(seconds: number): void
  /** Every metric in Prometheus's text format, with its content type. */
  exposition(): Promise<{ contentType: string; text: string }>
}

/** Methods a route may be served for; any other word a client sends is counted as OTHER. */
const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * The metrics of one app, in a registry of its own rather than prom-client's global one: a test
 * process running several apps would otherwise register each name twice.
 */
export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry()
  const registers = [registry]
  collectDefaultMetrics({ register: registry })

  const requests = new Counter({
    name: 'pb_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  })
  const requestSeconds = new Histogram({
    name: 'pb_http_request_duration_seconds',
    help: 'Time to an answer (to its first byte for an event stream), by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers,
  })
  const bets = new Counter({
    name: 'pb_bets_total',
    help: 'Bet placements this instance answered as placed',
    registers,
  })
  const settlementSeconds = new Histogram({
    name: 'pb_settlement_seconds',
    help: 'Time to settle one round',
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers,
  })
  const eventLagSeconds = new Histogram({
    name: 'pb_event_lag_seconds',
    help: 'Time from an event’s publication to its delivery on this instance',
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  })
  new Gauge({
    name: 'pb_event_streams',
    help: 'Client event streams open on this instance',
    registers,
    collect() {
      this.set(sources.openStreams())
    },
  })
  new Gauge({
    name: 'pb_engine_leader',
    help: '1 while this instance leads the round engine, else 0',
    registers,
    collect() {
      this.set(sources.isLeader() ? 1 : 0)
    },
  })
  const { databaseConnections } = sources
  // postgres.js tells nothing of its pool's connections in use: Postgres's own list does.
  if (databaseConnections)
    new Gauge({
      name: 'pb_db_connections',
      help: 'This instance’s Postgres connections by state, the scrape’s own included',
      labelNames: ['state'] as const,
      registers,
      async collect() {
        this.reset()
        for (const { state, count } of await databaseConnections()) this.set({ state }, count)
      },
    })
  if (sources.databasePoolMax !== undefined)
    new Gauge({
      name: 'pb_db_pool_max',
      help: 'Connections this instance’s Postgres pool may open (DATABASE_POOL_MAX)',
      registers,
    }).set(sources.databasePoolMax)

  return {
    measured(handler, routeOf) {
      return async (request, ip) => {
        const method = knownMethods.has(request.method) ? request.method : 'OTHER'
        const route = routeOf(request)
        const stopTimer = requestSeconds.startTimer({ method, route })
        const answered = (status: number) => {
          stopTimer()
          requests.inc({ method, route, status })
          if (isRestPlacement(method, route, status)) bets.inc()
        }
        try {
          const response = await handler(request, ip)
          answered(response.status)
          return response
        } catch (error) {
          // Thrown past the handler, it reaches the client as the bare 500 page.
          answered(500)
          throw error
        }
      }
    },
    countBetsPlaced: (count) => bets.inc(count),
    observeSettlement: (seconds) => settlementSeconds.observe(seconds),
    observeEventLag: (seconds) => eventLagSeconds.observe(seconds),
    exposition: async () => ({ contentType: registry.contentType, text: await registry.metrics() }),
  }
}
