/**
 * bench:login: `POST /api/auth/login` from 16 clients at once (`--clients N` for another number, each
 * keeping one sign-in in flight) against the real server (a child process) on Postgres. Every member's
 * password is hashed with argon2id at its production cost: Bun.password's defaults, as creating a member
 * does. Each client signs its own member in again and again from an address of its own (X-Forwarded-For,
 * believed with TRUST_PROXY=1): a right password settles its own attempt, so the sign-in limits never
 * refuse one and the figure is the cost of a login, not of the limiter.
 */
import { queryRows } from '@pb/db'
import { ledgerMismatches } from '@pb/db/testing'
import { sql } from 'drizzle-orm'
import {
  assertFetchCarries,
  BENCH_PASSWORD,
  countOptions,
  createBenchDb,
  createFundedMembers,
  machineCpuSeconds,
  machineLoad,
  outcomeOf,
  percentile,
  type ServerProcess,
  startServerProcess,
  verdict,
} from './support'

const { clients: CLIENTS } = countOptions({ clients: 16 })
const WARM_UP_MS = 2_000
const MEASURE_MS = 10_000

/** The cost parameters an argon2 hash carries: `$argon2id$v=19$m=65536,t=2,p=1$salt$digest`. */
function argon2Cost(hash: string) {
  const match = /^\$(argon2\w+)\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash)
  if (!match) throw new Error(`not an argon2 hash: ${hash.slice(0, 32)}`)
  const [, algorithm, version, memoryCost, timeCost, parallelism] = match
  return { algorithm, version, memoryCost: Number(memoryCost), timeCost: Number(timeCost), parallelism }
}

/** One verify at a time in this process: the floor under a login's latency on this machine. */
async function loneVerifyMs(hash: string): Promise<number> {
  const runs = 5
  await Bun.password.verify(BENCH_PASSWORD, hash)
  const started = performance.now()
  for (let n = 0; n < runs; n++) await Bun.password.verify(BENCH_PASSWORD, hash)
  return (performance.now() - started) / runs
}

/** A distinct client address per index, as a proxy in front would pass it on. */
const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`

interface LoadResult {
  latenciesMs: Float64Array
  loginsPerSecond: number
  answers: Map<string, number>
  serverCpuPerLoginMs: number
  machineBusy: number
}

async function signInRepeatedly(server: ServerProcess, loginIds: string[]): Promise<LoadResult> {
  const latencies: number[] = []
  const answers = new Map<string, number>()
  const measureFrom = performance.now() + WARM_UP_MS
  const stopAt = measureFrom + MEASURE_MS
  let lastAnswerAt = measureFrom
  const meter = Bun.sleep(WARM_UP_MS).then(() => ({
    server: server.cpuSeconds(),
    machine: machineCpuSeconds(),
  }))

  async function client(loginId: string, index: number) {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': addressOf(index) }
    const body = JSON.stringify({ loginId, password: BENCH_PASSWORD })
    while (performance.now() < stopAt) {
      const started = performance.now()
      const key = await outcomeOf(
        fetch(`${server.url}/api/auth/login`, { method: 'POST', headers, body }),
        200,
      )
      const ended = performance.now()
      answers.set(key, (answers.get(key) ?? 0) + 1)
      if (started >= measureFrom) {
        latencies.push(ended - started)
        lastAnswerAt = Math.max(lastAnswerAt, ended)
      }
    }
  }
  await Promise.all(loginIds.map(client))
  const before = await meter
  const machine = machineCpuSeconds()
  const loginsPerSecond = latencies.length / ((lastAnswerAt - measureFrom) / 1000)
  return {
    latenciesMs: Float64Array.from(latencies).sort(),
    loginsPerSecond,
    answers,
    serverCpuPerLoginMs: ((server.cpuSeconds() - before.server) / Math.max(latencies.length, 1)) * 1000,
    machineBusy: (machine.busy - before.machine.busy) / (machine.total - before.machine.total),
  }
}

assertFetchCarries(CLIENTS)
const database = await createBenchDb()
let server: ServerProcess | undefined
try {
  // The same call as creating a member: argon2id at Bun.password's default cost.
  const passwordHash = await Bun.password.hash(BENCH_PASSWORD, { algorithm: 'argon2id' })
  const cost = argon2Cost(passwordHash)
  const members = await createFundedMembers(database, {
    count: CLIENTS,
    money: 1_000,
    prefix: 'signer',
    passwordHash,
  })
  server = await startServerProcess(database.url, { TRUST_PROXY: '1' })
  const verifyMs = await loneVerifyMs(passwordHash)
  console.log(
    `bench:login on ${database.name}: server is a child process (bun apps/server/src/main.ts, pid ${server.pid}, TRUST_PROXY=1); ` +
      `${CLIENTS} clients each keep one POST /api/auth/login in flight, each for its own member from its own ` +
      `X-Forwarded-For address; ${WARM_UP_MS / 1000} s warm-up, ${MEASURE_MS / 1000} s measured; ${machineLoad()}`,
  )
  console.log(
    `password cost:    ${cost.algorithm} v=${cost.version}, memoryCost ${cost.memoryCost} KiB (${cost.memoryCost / 1024} MiB), ` +
      `timeCost ${cost.timeCost}, parallelism ${cost.parallelism} (Bun.password defaults)`,
  )
  console.log(`one verify alone: ${verifyMs.toFixed(1)} ms (in this process, nothing else of ours running)`)

  const load = await signInRepeatedly(
    server,
    members.map((m) => m.loginId),
  )
  await server.stop()
  server = undefined

  const [stored] = await queryRows<{ sessions: string; attempts: string }>(
    database.db,
    sql`select (select count(*) from sessions where area = 'member') as sessions,
      (select count(*) from password_attempts) as attempts`,
  )
  const mismatches = await ledgerMismatches(database)
  const refusedCount = [...load.answers].reduce((sum, [key, n]) => (key === '200' ? sum : sum + n), 0)
  const p50 = percentile(load.latenciesMs, 50)
  const p99 = percentile(load.latenciesMs, 99)

  console.log(
    `logins/s:         ${load.loginsPerSecond.toFixed(1)} (${load.latenciesMs.length} logins measured)`,
  )
  console.log(
    `latency:          p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${load.latenciesMs.at(-1)?.toFixed(1)} ms`,
  )
  console.log(
    `answers:          ${[...load.answers].map(([k, n]) => `${k} × ${n}`).join(', ')}; non-200: ${refusedCount}`,
  )
  console.log(
    `CPU while measured: server ${load.serverCpuPerLoginMs.toFixed(1)} ms per login; whole machine ${(load.machineBusy * 100).toFixed(0)}% busy`,
  )
  console.log(
    `stored:           ${stored?.sessions} member sessions, ${stored?.attempts} password attempts left on record; ` +
      `wallets ≠ ledgers: ${mismatches.length}`,
  )
  verdict(`bench:login --clients ${CLIENTS}`, [
    { label: 'no non-200 answers', ok: refusedCount === 0 },
    { label: 'wallets = ledgers', ok: mismatches.length === 0 },
  ])
} finally {
  await server?.stop()
  await database.close()
}
