import { hostname } from 'node:os'
import { defaultPasswordHashCost, leastProductionHashCost } from '@pb/core/password-hash'

export interface ServerConfig {
  port: number
  databaseUrl: string | undefined
  dataDir: string
  adminPassword: string | undefined
  demo: boolean
  /** Reverse proxies in front whose X-Forwarded-For entry is believed (0: none). */
  trustProxy: number
  /** The game clock can be moved forward through the API; never in production. */
  testClock: boolean
  /** Send Strict-Transport-Security on every answer, not only on those that came over HTTPS. */
  hsts: boolean
  /**
   * Where draws get their beacon (docs/game-rules.md §2a): drand quicknet through `relays`, or a local key
   * (the default with the demo or the test clock, so those run without the internet).
   */
  beacon: { mode: 'drand' | 'local'; relays: string[] }
  /** argon2id memory per new password hash, in KiB (docs/roles-and-branches.md §6). */
  passwordHashMemoryKib: number
  /** Names this instance in the leader record and the database's connection list (docs/operations.md §1). */
  instanceId: string
  /** Connections this instance's Postgres pool may open (docs/operations.md §1). */
  databasePoolMax: number
  /** How long a stopping instance answers not-ready before it closes its listener. */
  drainMs: number
  /** When set, `/metrics` answers only this bearer token (docs/operations.md §5). */
  metricsToken: string | undefined
  /**
   * Apply pending migrations at start on Postgres, as one instance alone may; otherwise the server
   * only checks that `bun run migrate` has applied them (docs/operations.md §6). The embedded
   * database always migrates at start.
   */
  migrateOnStart: boolean
}

/** A whole number of at least `least`, or the default when unset. */
function wholeNumber(env: Record<string, string | undefined>, name: string, fallback: number, least: number) {
  const value = Number(env[name] || fallback)
  if (!Number.isInteger(value) || value < least)
    throw new Error(`${name} must be a whole number of at least ${least}, got ${env[name]}`)
  return value
}

/** Configuration comes from the environment (and `--demo` on the command line). */
export function readConfig(
  env: Record<string, string | undefined> = process.env,
  argv: string[] = process.argv,
): ServerConfig {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`)
  const trustProxy = Number(env.TRUST_PROXY ?? 0)
  if (!Number.isInteger(trustProxy) || trustProxy < 0)
    throw new Error(`TRUST_PROXY must be a number of proxies, got ${env.TRUST_PROXY}`)
  const testClock = ['1', 'true'].includes(env.GAME_TEST_CLOCK ?? '')
  if (testClock && env.NODE_ENV === 'production')
    throw new Error('GAME_TEST_CLOCK is refused when NODE_ENV=production')
  const demo = ['1', 'true'].includes(env.DEMO ?? '') || argv.includes('--demo')
  const beaconMode = env.BEACON || (demo || testClock ? 'local' : 'drand')
  if (beaconMode !== 'drand' && beaconMode !== 'local')
    throw new Error(`BEACON must be drand or local, got ${env.BEACON}`)
  const relays = (env.BEACON_RELAYS ?? '')
    .split(',')
    .map((relay) => relay.trim())
    .filter(Boolean)
  for (const relay of relays) {
    if (!/^https?:\/\//.test(relay)) throw new Error(`BEACON_RELAYS must be http(s) addresses, got ${relay}`)
  }
  const passwordHashMemoryKib = Number(env.PASSWORD_HASH_MEMORY_KIB || defaultPasswordHashCost.memoryKib)
  if (!Number.isInteger(passwordHashMemoryKib) || passwordHashMemoryKib < 8)
    throw new Error(
      `PASSWORD_HASH_MEMORY_KIB must be a number of KiB (8 or more), got ${env.PASSWORD_HASH_MEMORY_KIB}`,
    )
  if (passwordHashMemoryKib < leastProductionHashCost.memoryKib && env.NODE_ENV === 'production')
    throw new Error(
      `PASSWORD_HASH_MEMORY_KIB below ${leastProductionHashCost.memoryKib} is refused when NODE_ENV=production`,
    )
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || './data',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demo,
    trustProxy,
    testClock,
    hsts: ['1', 'true'].includes(env.HSTS ?? ''),
    beacon: { mode: beaconMode, relays },
    passwordHashMemoryKib,
    instanceId: env.INSTANCE_ID || `${hostname()}:${process.pid}`,
    databasePoolMax: wholeNumber(env, 'DATABASE_POOL_MAX', 20, 2),
    drainMs: wholeNumber(env, 'DRAIN_MS', 2_000, 0),
    metricsToken: env.METRICS_TOKEN || undefined,
    migrateOnStart: ['1', 'true'].includes(env.MIGRATE_ON_START ?? ''),
  }
}
