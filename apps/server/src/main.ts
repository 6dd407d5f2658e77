import { createDrandSource } from '@pb/core/beacon/drand-source'
import { createLocalSource } from '@pb/core/beacon/local-source'
import { createShiftedClock, systemClock } from '@pb/core/clock'
import { createEventBus } from '@pb/core/events/create-bus'
import { createRoundEngine } from '@pb/core/game/engine/round-engine'
import { defaultPasswordHashCost, setPasswordHashCost } from '@pb/core/password-hash'
import { seedDatabase } from '@pb/core/seed'
import { connectionsByState, createDb, SchemaNotMigratedError } from '@pb/db'
import { createApp, serveOptions } from './app'
import { readConfig } from './config'
import { createMetrics } from './metrics'
import { countingOpenStreams } from './open-streams'
import { batchedLog } from './request-log'

const config = readConfig()
const applicationName = `pb-server ${config.instanceId}`
setPasswordHashCost({ ...defaultPasswordHashCost, memoryKib: config.passwordHashMemoryKib })
const database = await createDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  maxConnections: config.databasePoolMax,
  applicationName,
  // Instances of a Postgres deployment start on a schema `bun run migrate` prepared (docs/operations.md §6).
  migrate: !config.databaseUrl || config.migrateOnStart,
}).catch((error: unknown) => {
  if (!(error instanceof SchemaNotMigratedError)) throw error
  console.error(
    `데이터베이스가 최신이 아닙니다 / the database schema is not migrated: run \`bun run migrate\` (pending: ${error.pending.join(', ')})`,
  )
  process.exit(1)
})
const seeded = await seedDatabase(database.db, { adminPassword: config.adminPassword, demo: config.demo })
for (const account of seeded.created) {
  console.log(
    `계정 생성 / account created: ${account.roleCode.padEnd(6)} ${account.loginId} / ${account.password}`,
  )
}

const shiftedClock = config.testClock ? createShiftedClock() : undefined
const clock = shiftedClock ?? systemClock
// Its sources are read at scrape time, once the engine and the streams below exist.
const metrics = createMetrics({
  isLeader: () => engine.isLeader,
  openStreams: () => streams.count(),
  databasePoolMax: database.driver === 'postgres' ? config.databasePoolMax : undefined,
  databaseConnections:
    database.driver === 'postgres' ? () => connectionsByState(database.db, applicationName) : undefined,
})
const bus = await createEventBus(database, clock, { onDelivered: (ms) => metrics.observeEventLag(ms / 1000) })
const streams = countingOpenStreams(bus)
const deps = { db: database.db, bus: streams.bus, clock }
const beacon =
  config.beacon.mode === 'local'
    ? await createLocalSource(database.db, clock)
    : createDrandSource({ relays: config.beacon.relays })
if (beacon.mode === 'local') {
  console.log('비콘 / beacon: local (독립적이지 않음 / not independent), public key', beacon.chain.publicKey)
}
const engine = createRoundEngine({
  database,
  bus,
  clock,
  beacon,
  instanceId: config.instanceId,
  onSettled: metrics.observeSettlement,
})
const testClock = shiftedClock ? { clock: shiftedClock, engine } : undefined
const security = { hsts: config.hsts }
const requestLog = batchedLog((text) => process.stdout.write(text))
let draining = false
const app = createApp({
  deps,
  log: requestLog.log,
  instanceId: config.instanceId,
  testClock,
  security,
  trustProxy: config.trustProxy,
  readiness: { database, engine, draining: () => draining },
  metrics,
  metricsToken: config.metricsToken,
})
// Listen before the engine starts: a second server on a taken port stops here and leads nothing.
try {
  app.listen(serveOptions(config.port, security))
} catch (error) {
  const inUse = (error as { code?: string }).code === 'EADDRINUSE'
  console.error(
    inUse
      ? `포트 ${config.port}번이 이미 사용 중입니다 / port ${config.port} is already in use`
      : `서버를 시작할 수 없습니다 / cannot start the server: ${(error as Error).message}`,
  )
  await bus.close()
  await database.close()
  process.exit(1)
}
await engine.start()
const url = `http://localhost:${app.server?.port}`
console.log(
  `파워볼 서버 실행 중 / serving on ${url} (${database.driver}${database.driver === 'pglite' ? `: ${config.dataDir}` : ''})`,
)
console.log(`  회원 / member: ${url}/login    관리자 / admin: ${url}/admin/login`)
if (config.testClock)
  console.log('  GAME_TEST_CLOCK: POST /api/test/clock/advance { "seconds": n } moves the game clock forward')

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  requestLog.flush()
  console.log(`${signal}: 종료 중 / shutting down`)
  // Not ready from here: a load balancer stops sending new requests before the listener closes
  // (docs/operations.md §3).
  draining = true
  bus.streams.endAll()
  await Bun.sleep(config.drainMs)
  // Requests in flight get a moment to finish; event streams never end by themselves, so then they
  // are cut (a server already stopped may not be stopped again).
  const stopped = await Promise.race([app.stop().then(() => true), Bun.sleep(3_000).then(() => false)])
  if (!stopped) await app.stop(true)
  await engine.stop()
  await bus.close()
  await database.close()
  requestLog.flush()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
