import { type Database, databaseAnswers } from '@pb/db'

/** What readiness looks at (docs/operations.md §3). */
export interface ReadinessSource {
  database: Pick<Database, 'db'>
  /** This instance's engine: whether it leads, and when (real time) it last finished a tick. */
  engine: { readonly isLeader: boolean; readonly lastLedTickAt: number | undefined }
  /** True once shutdown has begun: the instance takes no new work. */
  draining: () => boolean
}

/** A leader whose last tick is older than this has stalled (a tick runs every second). */
const STALLED_ENGINE_MS = 15_000
/** A database that takes longer than this to answer `select 1` is not ready to serve. */
const DATABASE_TIMEOUT_MS = 2_000

const answer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** `GET /api/health/live`: the process answers. A load balancer restarts an instance that does not. */
export const liveness = () => answer(200, { status: 'live' })

/**
 * `GET /api/health/ready`: 200 while the instance should take traffic: not draining, its database
 * answering, and, when it leads the engine, a tick finished in the last 15 seconds; else 503 with
 * the failing checks named.
 */
export async function readiness({ database, engine, draining }: ReadinessSource): Promise<Response> {
  const failing: string[] = []
  if (draining()) failing.push('draining')
  const databaseAnswered = await Promise.race([
    databaseAnswers(database.db),
    Bun.sleep(DATABASE_TIMEOUT_MS).then(() => false),
  ])
  if (!databaseAnswered) failing.push('database')
  const lastTick = engine.lastLedTickAt
  if (engine.isLeader && (lastTick === undefined || Date.now() - lastTick > STALLED_ENGINE_MS))
    failing.push('engine')
  const body = { status: failing.length === 0 ? 'ready' : 'not ready', leader: engine.isLeader, failing }
  return answer(failing.length === 0 ? 200 : 503, body)
}
