import { createLocalSource } from '@pb/core/beacon/local-source'
import type { BeaconSource } from '@pb/core/beacon/source'
import type { Clock } from '@pb/core/clock'
import { createEventBus } from '@pb/core/events/create-bus'
import { createRoundEngine } from '@pb/core/game/engine/round-engine'
import { seedDatabase } from '@pb/core/seed'
import { realTimeWithoutWaits } from '@pb/core/testing'
import { connectionsByState, type Database } from '@pb/db'
import { createTestDb } from '@pb/db/testing'
import { createApp, serveOptions } from '@pb/server'
import { createMetrics } from '../../apps/server/src/metrics'
import { countingOpenStreams } from '../../apps/server/src/open-streams'

export const ADMIN_PASSWORD = 'admin-pass-1'
export const DEMO_PASSWORD = 'demo1234'

export interface TestServer {
  url: string
  database: Database
  /** Not started: a test calls `tick()` when it wants the clock looked at. */
  engine: ReturnType<typeof createRoundEngine>
  /** Begins a shutdown as SIGTERM does: not ready, open event streams told to reconnect elsewhere. */
  drain(): void
  close(): Promise<void>
}

/** The real HTTP server on an ephemeral port over a fresh, seeded database. */
export async function startTestServer(
  options: {
    log?: (line: string) => void
    /** Real time whose waits on purpose end at once, by default. */
    clock?: Clock
    trustProxy?: number
    onEngineError?: (error: unknown) => void
    /** Seeds the demo tree and members (the default), as `--demo` does; false starts as production does. */
    demo?: boolean
    /** Where draws get their beacon; a local one on the test's clock by default. */
    beacon?: BeaconSource
    /** The built web app to serve (the repository's build by default). */
    distDir?: string
    /** Keeps metrics and serves them at `/metrics`, only for this bearer token when one is given. */
    metrics?: { token?: string }
  } = {},
): Promise<TestServer> {
  const database = await createTestDb()
  const clock = options.clock ?? realTimeWithoutWaits()
  // The demo's opening credits happen on the test's clock, like everything after them.
  await seedDatabase(database.db, {
    adminPassword: ADMIN_PASSWORD,
    demo: options.demo ?? true,
    now: clock.now(),
  })
  // As main.ts wires them: the sources are read at scrape time, once what they read exists.
  const metrics = options.metrics
    ? createMetrics({
        isLeader: () => engine.isLeader,
        openStreams: () => streams.count(),
        // Test databases' connections keep the default name.
        databaseConnections: database.sql ? () => connectionsByState(database.db, 'pb') : undefined,
      })
    : undefined
  const bus = await createEventBus(database, clock, {
    onDelivered: (ms) => metrics?.observeEventLag(ms / 1000),
  })
  let draining = false
  const streams = countingOpenStreams(bus)
  const beacon = options.beacon ?? (await createLocalSource(database.db, clock))
  const engine = createRoundEngine({
    database,
    bus,
    clock,
    beacon,
    onError: options.onEngineError,
    onSettled: metrics?.observeSettlement,
  })
  const app = createApp({
    deps: { db: database.db, bus: streams.bus, clock },
    log: options.log,
    trustProxy: options.trustProxy,
    distDir: options.distDir,
    readiness: { database, engine, draining: () => draining },
    metrics,
    metricsToken: options.metrics?.token,
  }).listen(serveOptions(0))
  return {
    url: `http://127.0.0.1:${app.server?.port}`,
    database,
    engine,
    drain() {
      draining = true
      streams.bus.streams.endAll()
    },
    async close() {
      await app.stop(true)
      await engine.stop()
      await bus.close()
      await database.close()
    },
  }
}

export interface Envelope<T = unknown> {
  status: number
  body: { success: boolean; data?: T; message?: string; code?: string }
}

/** A small REST client: JSON in, the envelope and status out. */
export function restClient(baseUrl: string) {
  return async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<Envelope<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
    const response = await fetch(`${baseUrl}/api${path}`, { method, headers, body })
    return { status: response.status, body: (await response.json()) as Envelope<T>['body'] }
  }
}
