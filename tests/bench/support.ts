import { readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { applyBulkMoves, openWallets } from '@pb/core/ledger'
import { seedDatabase } from '@pb/core/seed'
import { ensureRoundRow } from '@pb/core/testing'
import { type Database, queryRows } from '@pb/db'
import { createTestDb } from '@pb/db/testing'
import { selections } from '@pb/game'
import { sql } from 'drizzle-orm'
import { signIn } from '../../packages/core/test/support'

/** The Postgres server the benchmarks make their scratch databases on. */
const benchServerUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const BENCH_PASSWORD = 'bench-pass-1'
const repoRoot = new URL('../..', import.meta.url).pathname

export interface BenchDatabase extends Database {
  name: string
  /** postgres:// URL of this database, for a server process or pgbench. */
  url: string
}

/** A fresh, migrated, seeded database on the bench server; `close` drops it. */
export async function createBenchDb(): Promise<BenchDatabase> {
  // createTestDb makes (and on close drops) a fresh database on the server this names.
  process.env.TEST_DATABASE_URL = benchServerUrl
  const database = await createTestDb()
  if (!database.url) throw new Error('the bench needs a Postgres database')
  await seedDatabase(database.db, { adminPassword: BENCH_PASSWORD })
  return { ...database, url: database.url, name: new URL(database.url).pathname.slice(1) }
}

export interface BenchMember {
  userId: number
  loginId: string
}

/**
 * `count` members in the root org, each holding `money` credited by one ledger row, in one set-based
 * statement. Unless `passwordHash` is given, their hash of BENCH_PASSWORD is deliberately cheap so that
 * thousands can sign in quickly.
 */
export async function createFundedMembers(
  database: Database,
  options: { count: number; money: number; prefix: string; passwordHash?: string },
): Promise<BenchMember[]> {
  const passwordHash =
    options.passwordHash ??
    (await Bun.password.hash(BENCH_PASSWORD, { algorithm: 'argon2id', memoryCost: 1024, timeCost: 1 }))
  const rows = await database.db.transaction(async (tx) => {
    const created = await queryRows<{ id: number; login_id: string }>(
      tx,
      sql`with root as (select id from orgs where parent_id is null order by id limit 1)
        insert into users (org_id, role_code, login_id, password_hash, nickname, name)
        select root.id, 'MEMBER', ${options.prefix} || g, ${passwordHash}, ${options.prefix} || g, ${options.prefix} || g
        from root, generate_series(1, ${options.count}::int) g
        returning id, login_id`,
    )
    const ids = sql`select unnest(${`{${created.map((r) => r.id).join(',')}}`}::int[]) as id`
    await openWallets(tx, ids)
    await applyBulkMoves(tx, {
      rows: sql`select id as user_id, null::text as ref_id, id as seq, ${options.money}::bigint as money,
        0::bigint as points from (${ids}) as funded`,
      kind: 'CREDIT',
      refType: 'admin_adjust',
      note: 'bench',
      at: new Date(),
    })
    return created.map((r) => ({ user_id: r.id, login_id: r.login_id }))
  })
  return rows.map((r) => ({ userId: Number(r.user_id), loginId: r.login_id }))
}

/** Access tokens of members through the real sign-in, a few at a time (each from its own address). */
export async function accessTokensOf(database: Database, members: BenchMember[], now?: Date) {
  const tokens: string[] = new Array(members.length)
  let next = 0
  const signInNext = async () => {
    for (let i = next++; i < members.length; i = next++) {
      const member = members[i] as BenchMember
      tokens[i] = (await signIn(database, member.loginId, BENCH_PASSWORD, 'member', now)).accessToken
    }
  }
  await Promise.all(Array.from({ length: 16 }, signInNext))
  return tokens
}

/**
 * Puts `betsPerMember` purchases of `itemsPerBet` items of `stake` each on a round for every member,
 * set-based: the round's row (OPEN, as the first bet through the API makes it), bets, items at the
 * current (default) odds, one BET_STAKE ledger row per purchase, and the debited wallets, so every
 * balance still equals its ledger sum.
 */
export async function seedRoundBets(
  database: Database,
  options: { roundNo: number; userIds: number[]; betsPerMember: number; itemsPerBet: number; stake: number },
) {
  const { roundNo, betsPerMember, itemsPerBet, stake } = options
  const betStake = itemsPerBet * stake
  const catalog = sql`unnest(
      ${`{${selections.map((s) => s.code).join(',')}}`}::text[],
      ${`{${selections.map((s) => s.marketCode).join(',')}}`}::text[],
      ${`{${selections.map((s) => s.capGroup).join(',')}}`}::text[],
      ${`{${selections.map((s) => s.defaultOdds).join(',')}}`}::int[]
    ) with ordinality as c(code, market, cap_group, odds, n)`
  await database.db.transaction(async (tx) => {
    await ensureRoundRow(tx, roundNo)
    await tx.execute(sql`
      with member as (
        select w.user_id, w.money, u.org_id from wallets w join users u on u.id = w.user_id
        where w.user_id = any(${`{${options.userIds.join(',')}}`}::int[])),
      new_bets as (
        insert into bets (purchase_no, user_id, org_id, round_no, total_stake, money_before, money_after)
        select 'BENCH-' || ${roundNo} || '-' || m.user_id || '-' || k, m.user_id, m.org_id, ${roundNo}, ${betStake},
          m.money - (k - 1) * ${betStake}, m.money - k * ${betStake}
        from member m cross join generate_series(1, ${betsPerMember}::int) k
        returning id, user_id)
      insert into bet_items (bet_id, user_id, round_no, selection_code, market_code, cap_group, stake, odds_taken)
      select b.id, b.user_id, ${roundNo}, c.code, c.market, c.cap_group, ${stake}, c.odds
      from new_bets b cross join generate_series(0, ${itemsPerBet - 1}::int) j
      join ${catalog} on c.n = (b.id * ${itemsPerBet} + j) % ${selections.length} + 1`)
    await applyBulkMoves(tx, {
      rows: sql`select user_id, id::text as ref_id, id as seq, -total_stake as money, 0::bigint as points
        from bets where round_no = ${roundNo} and purchase_no like 'BENCH-%'`,
      kind: 'STAKE',
      refType: 'bet',
      at: new Date(),
    })
  })
}

export interface ServerProcess {
  url: string
  pid: number
  /** Resident memory of the server process, in MiB. */
  rssMiB(): number
  /** CPU seconds (user + system) the server process has used so far. */
  cpuSeconds(): number
  stop(): Promise<void>
}

/**
 * The real server (`apps/server/src/main.ts`) as a child process on `databaseUrl`, on an ephemeral
 * port, with GAME_TEST_CLOCK so the bench can move its game clock, and `extraEnv` on top. Its request
 * log is read and dropped.
 */
export async function startServerProcess(
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = Bun.spawn(
    [
      'bun',
      ...(process.env.BENCH_SERVER_PROFILE
        ? ['--cpu-prof-md', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`]
        : []),
      'apps/server/src/main.ts',
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        // Answers go unchecked, as in production (packages/api/src/answer.ts).
        NODE_ENV: 'benchmark',
        GAME_TEST_CLOCK: '1',
        PORT: '0',
        ADMIN_PASSWORD: BENCH_PASSWORD,
        ...extraEnv,
      },
      stdout: 'pipe',
      stderr: 'inherit',
    },
  )
  const url = await readServingUrl(child.stdout)
  return {
    url,
    pid: child.pid,
    rssMiB: () => Number(/VmRSS:\s+(\d+) kB/.exec(readProc(child.pid, 'status'))?.[1]) / 1024,
    cpuSeconds: () => processCpuSeconds(child.pid),
    async stop() {
      child.kill('SIGTERM')
      const exited = await Promise.race([child.exited.then(() => true), Bun.sleep(10_000).then(() => false)])
      if (!exited) child.kill('SIGKILL')
    },
  }
}

function readProc(pid: number, name: string): string {
  return readFileSync(`/proc/${pid}/${name}`, 'utf8')
}

/** CPU seconds (user + system) a process has used; 0 once it is gone. */
function processCpuSeconds(pid: number): number {
  try {
    // utime and stime are fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 1/100 s.
    const fields = readProc(pid, 'stat').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}

/** CPU seconds used so far by the Postgres backends serving this database. */
export async function backendCpuSeconds(database: Database): Promise<() => number> {
  const rows = await queryRows<{ pid: number }>(
    database.db,
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )
  return () => rows.reduce((sum, row) => sum + processCpuSeconds(Number(row.pid)), 0)
}

/** Busy and total CPU seconds of the whole machine so far (all cores, from /proc/stat). */
export function machineCpuSeconds(): { busy: number; total: number } {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? []
  const values = ticks.map(Number)
  const idle = (values[3] ?? 0) + (values[4] ?? 0)
  const total = values.slice(0, 8).reduce((a, b) => a + b, 0)
  return { busy: (total - idle) / 100, total: total / 100 }
}

/** Waits for the "serving on <url>" line, then keeps draining the log so the child never blocks on it. */
async function readServingUrl(stdout: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stdout.getReader()
  const decoder = new TextDecoder()
  let text = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) throw new Error(`server exited before serving:\n${text}`)
    text += decoder.decode(value)
    const match = /serving on (http:\/\/\S+)/.exec(text)
    if (match?.[1]) {
      void (async () => {
        while (!(await reader.read()).done) {}
      })()
      return match[1].replace('localhost', '127.0.0.1')
    }
  }
}

/** The server's game clock as seen from here: its offset from local time. */
export async function serverClockOffsetMs(url: string): Promise<number> {
  const sent = Date.now()
  const response = await fetch(`${url}/api/games/current`)
  const { data } = (await response.json()) as { data: { serverTime: string } }
  return Date.parse(data.serverTime) - (sent + Date.now()) / 2
}

/** Moves the child server's game clock forward (the engine then catches up). */
export async function advanceServerClock(url: string, seconds: number): Promise<void> {
  const response = await fetch(`${url}/api/test/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
  })
  if (!response.ok) throw new Error(`clock advance answered ${response.status}`)
}

/**
 * How one request ended, as a key to count answers by: the expected status alone, another status with
 * the error code of its body, or the network error that left it unanswered.
 */
export async function outcomeOf(request: Promise<Response>, expectedStatus: number): Promise<string> {
  try {
    const response = await request
    const text = await response.text()
    if (response.status === expectedStatus) return String(expectedStatus)
    return `${response.status} ${/"code":"([A-Z_]+)"/.exec(text)?.[1] ?? 'no error code'}`
  } catch (error) {
    return `no answer (${(error as Error).message})`
  }
}

/** The p-th percentile (nearest rank) of ascending values. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

/** The closing line: PASS when every check holds, else MISS, naming each check. */
export function verdict(name: string, checks: { label: string; ok: boolean }[]): void {
  const ok = checks.every((c) => c.ok)
  console.log(
    `${ok ? 'PASS' : 'MISS'} ${name}: ${checks.map((c) => `${c.label} ${c.ok ? 'ok' : 'MISSED'}`).join(', ')}`,
  )
}

/** Other work on the machine skews every figure; say how busy it was. */
export function machineLoad(): string {
  return `${cpus().length} cores, load average ${loadavg()[0]?.toFixed(2)}`
}

/**
 * Whole-number options from the command line (`--clients 1000` or `--clients=1000`), each falling back
 * to its default; an unknown option or a value that is not a positive whole number stops the bench.
 */
export function countOptions<T extends Record<string, number>>(defaults: T): T {
  const { values } = parseArgs({
    options: Object.fromEntries(Object.keys(defaults).map((name) => [name, { type: 'string' as const }])),
  })
  const counts: Record<string, number> = { ...defaults }
  for (const [name, text] of Object.entries(values)) {
    const value = Number(text)
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`--${name} needs a positive whole number, got ${String(text)}`)
    counts[name] = value
  }
  return counts as T
}

/** Requests Bun's fetch keeps in flight at once; more wait in its queue, which would count as latency. */
export const fetchInFlightLimit = Number(process.env.BUN_CONFIG_MAX_HTTP_REQUESTS ?? 256)

/** Stops a bench whose clients would queue inside fetch rather than wait on the server. */
export function assertFetchCarries(clients: number): void {
  if (clients > fetchInFlightLimit)
    throw new Error(
      `${clients} clients need BUN_CONFIG_MAX_HTTP_REQUESTS ≥ ${clients} (fetch keeps ${fetchInFlightLimit} in flight); ` +
        'the package.json script sets it',
    )
}
