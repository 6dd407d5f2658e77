/**
 * bench:bets: `POST /api/bets` from 64 members at once (`--clients N` for another number, each member
 * keeping one bet in flight) against the real server (a child process) on Postgres, then pgbench's
 * built-in tpcb-like run on the same Postgres server for scale.
 */
import { queryRows } from '@pb/db'
import { ledgerMismatches } from '@pb/db/testing'
import { bettingWindow, clockAt, selections } from '@pb/game'
import { sql } from 'drizzle-orm'
import {
  accessTokensOf,
  advanceServerClock,
  assertFetchCarries,
  type BenchDatabase,
  backendCpuSeconds,
  countOptions,
  createBenchDb,
  createFundedMembers,
  fetchInFlightLimit,
  machineCpuSeconds,
  machineLoad,
  outcomeOf,
  percentile,
  type ServerProcess,
  serverClockOffsetMs,
  startServerProcess,
  verdict,
} from './support'

const { clients: MEMBERS } = countOptions({ clients: 64 })
const WARM_UP_MS = 3_000
const MEASURE_MS = 12_000
/** Small stakes on every selection in turn keep each member far below every per-round cap. */
const STAKE = 100
/** At the draw-time rush (a thousand members or more) the target is only answers; below, throughput. */
const RUSH_CLIENTS = 1_000
const TARGET_RATIO = 1.5
const TARGET_P99_MS = 25
const RUSH_TARGET_P99_MS = 250
const PGBENCH_INIT = ['-i', '-s', '8', '-q']
const PGBENCH_RUN = ['-c', '8', '-j', '2', '-T', '10', '-M', 'prepared']

/** The round open for betting for at least `seconds` more on the server's clock, moving the clock if needed. */
async function openRoundFor(url: string, seconds: number): Promise<number> {
  const now = Date.now() + (await serverClockOffsetMs(url))
  const { round } = clockAt(new Date(now))
  const current = bettingWindow(round)
  let target: number | undefined
  if (now < current.opensAt.getTime()) target = current.opensAt.getTime()
  else if (current.closesAt.getTime() - now < seconds * 1000)
    target = bettingWindow(round + 1).opensAt.getTime()
  if (target !== undefined) await advanceServerClock(url, Math.ceil((target - now) / 1000) + 1)
  return clockAt(new Date(Date.now() + (await serverClockOffsetMs(url)))).round
}

interface CpuShares {
  server: number
  postgres: number
  generator: number
  machine: number
}

/** Starts counting CPU: the server process, this database's Postgres backends, this process, the machine. */
async function startCpuMeter(server: ServerProcess, database: BenchDatabase) {
  const backends = await backendCpuSeconds(database)
  const started = { at: performance.now(), server: server.cpuSeconds(), postgres: backends() }
  const generator = process.cpuUsage()
  const machine = machineCpuSeconds()
  return (): CpuShares => {
    const seconds = (performance.now() - started.at) / 1000
    const own = process.cpuUsage(generator)
    const machineNow = machineCpuSeconds()
    return {
      server: (server.cpuSeconds() - started.server) / seconds,
      postgres: (backends() - started.postgres) / seconds,
      generator: (own.user + own.system) / 1e6 / seconds,
      machine: (machineNow.busy - machine.busy) / (machineNow.total - machine.total),
    }
  }
}

interface LoadResult {
  latenciesMs: Float64Array
  betsPerSecond: number
  answers: Map<string, number>
  cpu: CpuShares
}

async function placeBets(
  server: ServerProcess,
  database: BenchDatabase,
  tokens: string[],
  roundNo: number,
): Promise<LoadResult> {
  const latencies: number[] = []
  const answers = new Map<string, number>()
  const measureFrom = performance.now() + WARM_UP_MS
  const stopAt = measureFrom + MEASURE_MS
  let lastAnswerAt = measureFrom
  const meter = Bun.sleep(WARM_UP_MS).then(() => startCpuMeter(server, database))

  async function member(token: string, index: number) {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    for (let n = index; performance.now() < stopAt; n++) {
      const selection = selections[n % selections.length]?.code
      const body = JSON.stringify({
        roundId: roundNo,
        items: [{ selectionCode: selection, stakeAmount: STAKE }],
      })
      const started = performance.now()
      const key = await outcomeOf(fetch(`${server.url}/api/bets`, { method: 'POST', headers, body }), 201)
      const ended = performance.now()
      answers.set(key, (answers.get(key) ?? 0) + 1)
      if (started >= measureFrom) {
        latencies.push(ended - started)
        lastAnswerAt = Math.max(lastAnswerAt, ended)
      }
    }
  }
  await Promise.all(tokens.map(member))
  const cpu = (await meter)()
  return {
    latenciesMs: Float64Array.from(latencies).sort(),
    betsPerSecond: latencies.length / ((lastAnswerAt - measureFrom) / 1000),
    answers,
    cpu,
  }
}

/** pgbench's tpcb-like run in a scratch database on the same server; answers its TPS and the commands. */
async function runPgbench(database: BenchDatabase): Promise<{ tps: number; commands: string[] }> {
  const name = `pb_pgbench_${Date.now().toString(36)}`
  await database.db.execute(sql.raw(`create database ${name}`))
  const url = new URL(database.url)
  url.pathname = `/${name}`
  const commands = [PGBENCH_INIT, PGBENCH_RUN].map((args) => ['pgbench', ...args, url.toString()])
  try {
    let output = ''
    for (const command of commands) {
      const run = Bun.spawnSync(command, { stdout: 'pipe', stderr: 'pipe' })
      output = run.stdout.toString()
      if (!run.success) throw new Error(`${command.join(' ')} failed:\n${run.stderr.toString()}`)
    }
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1])
    return { tps, commands: commands.map((c) => c.join(' ')) }
  } finally {
    await database.db.execute(sql.raw(`drop database if exists ${name} with (force)`))
  }
}

assertFetchCarries(MEMBERS)
const database = await createBenchDb()
let server: ServerProcess | undefined
try {
  const members = await createFundedMembers(database, {
    count: MEMBERS,
    money: 1_000_000_000,
    prefix: 'bettor',
  })
  // Signed in before the round is chosen: a thousand sign-ins must not eat into its betting window.
  const tokens = await accessTokensOf(database, members)
  server = await startServerProcess(database.url)
  const roundNo = await openRoundFor(server.url, (WARM_UP_MS + MEASURE_MS) / 1000 + 30)
  console.log(
    `bench:bets on ${database.name}: server is a child process (bun apps/server/src/main.ts, pid ${server.pid}); ` +
      `${MEMBERS} members each keep one POST /api/bets in flight (keep-alive fetch; roundId+items form, ` +
      `one ${STAKE}-won item cycling the ${selections.length} selections; fetch keeps up to ${fetchInFlightLimit} in flight) ` +
      `on round ${roundNo}; ` +
      `${WARM_UP_MS / 1000} s warm-up, ${MEASURE_MS / 1000} s measured; ${machineLoad()}`,
  )
  const load = await placeBets(server, database, tokens, roundNo)
  await server.stop()
  server = undefined

  const [placed] = await queryRows<{ bets: string }>(database.db, sql`select count(*) as bets from bets`)
  const mismatches = await ledgerMismatches(database)
  const rejectedCount = [...load.answers].reduce((sum, [key, n]) => (key === '201' ? sum : sum + n), 0)
  const pgbench = await runPgbench(database)
  const ratio = load.betsPerSecond / pgbench.tps
  const p50 = percentile(load.latenciesMs, 50)
  const p99 = percentile(load.latenciesMs, 99)

  console.log(`bets/s:           ${load.betsPerSecond.toFixed(0)} (${load.latenciesMs.length} bets measured)`)
  console.log(
    `latency:          p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${load.latenciesMs.at(-1)?.toFixed(1)} ms`,
  )
  console.log(
    `answers:          ${[...load.answers].map(([k, n]) => `${k} × ${n}`).join(', ')}; non-201: ${rejectedCount}`,
  )
  console.log(`bets stored:      ${placed?.bets}; wallets ≠ ledgers: ${mismatches.length}`)
  const percent = (share: number) => `${(share * 100).toFixed(0)}%`
  const perBet = (share: number) => `${((share / load.betsPerSecond) * 1000).toFixed(2)} ms`
  console.log(
    `CPU while measured: server ${percent(load.cpu.server)}, its Postgres backends ${percent(load.cpu.postgres)}, ` +
      `load generator ${percent(load.cpu.generator)} (of one core); whole machine ${percent(load.cpu.machine)} busy`,
  )
  console.log(
    `CPU per bet:      server ${perBet(load.cpu.server)}, Postgres ${perBet(load.cpu.postgres)}, load generator ${perBet(load.cpu.generator)}`,
  )
  for (const command of pgbench.commands) console.log(`pgbench command:  ${command}`)
  console.log(`pgbench TPS:      ${pgbench.tps.toFixed(0)} (tpcb-like, server stopped meanwhile)`)
  console.log(`ratio:            bets/s ÷ pgbench TPS = ${ratio.toFixed(2)}`)
  const targets =
    MEMBERS >= RUSH_CLIENTS
      ? [{ label: `p99 ≤ ${RUSH_TARGET_P99_MS} ms`, ok: p99 <= RUSH_TARGET_P99_MS }]
      : [
          { label: `ratio ≥ ${TARGET_RATIO}`, ok: ratio >= TARGET_RATIO },
          { label: `p99 ≤ ${TARGET_P99_MS} ms`, ok: p99 <= TARGET_P99_MS },
        ]
  verdict(`bench:bets --clients ${MEMBERS}`, [
    ...targets,
    { label: 'no non-201 answers', ok: rejectedCount === 0 },
    { label: 'wallets = ledgers', ok: mismatches.length === 0 },
  ])
} finally {
  await server?.stop()
  await database.close()
}
