import { afterEach, beforeEach, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import { type Database, queryRows } from '@pb/db'
import { ledgerMismatches } from '@pb/db/testing'
import { bettingWindow, drawAt, roundRunningAt } from '@pb/game'
import { sql } from 'drizzle-orm'
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  type Envelope,
  restClient,
  startTestServer,
  type TestServer,
} from '../support/test-server'

/**
 * The database connection of a request dies in the middle of its transaction (an administrator's
 * pg_terminate_backend, a failover). The test holds a row lock the server's transaction needs, waits
 * until that transaction queues behind it, and ends its backend: nothing it wrote may remain, the
 * client hears a retryable 503, the pool replaces the connection, and the retry with the same
 * Idempotency-Key applies the step once.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

/** A connection of the test's own, outside the server's pool rotation. */
type Connection = Awaited<ReturnType<NonNullable<Database['sql']>['reserve']>>

let server: TestServer
let call: ReturnType<typeof restClient>
let clock: ReturnType<typeof createManualClock>
let round = 0
const tokens: Record<string, string> = {}
const ids: Record<string, number> = {}

async function signIn(loginId: string, password: string, area: 'member' | 'admin') {
  const { body } = await call<{ accessToken: string; user: { id: number } }>('POST', '/auth/login', {
    body: { loginId, password, area },
  })
  tokens[loginId] = body.data?.accessToken ?? ''
  ids[loginId] = body.data?.user.id ?? 0
}

// Each case on a server of its own: a pool that lost a connection once is the case under test, not
// the next one's starting point (see the report on postgres.js reconnects).
beforeEach(async () => {
  if (!onPostgres) return
  const next = roundRunningAt(new Date()) + 1
  round = next
  clock = createManualClock(new Date(bettingWindow(next).opensAt.getTime() + 60_000))
  server = await startTestServer({ clock })
  call = restClient(server.url)
  await signIn('admin', ADMIN_PASSWORD, 'admin')
  for (const member of ['member1', 'member2', 'member3']) await signIn(member, DEMO_PASSWORD, 'member')
}, 60_000)
afterEach(() => server?.close())

const rows = async <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.database.db, query)
const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: string }>(query))[0]?.n)

/**
 * Holds `lock` (a SELECT … FOR UPDATE) on a connection of its own while `work` runs, ends the
 * backend of whatever queues behind it, and answers what `work` answered.
 */
async function killWhileBlocked<T>(lock: (tx: Connection) => Promise<unknown>, work: () => Promise<T>) {
  const pool = server.database.sql
  if (!pool) throw new Error('Postgres only')
  const locker = await pool.reserve()
  try {
    await locker`begin`
    await lock(locker)
    const [{ pid: lockerPid } = { pid: 0 }] = await locker<{ pid: number }[]>`select pg_backend_pid() as pid`
    const pending = work()
    let victims: { pid: number }[] = []
    for (let i = 0; i < 500 && victims.length === 0; i++) {
      await Bun.sleep(10)
      // Inside a transaction pg_stat_activity is read once and kept; the work may open new connections.
      await locker`select pg_stat_clear_snapshot()`
      victims = await locker<{ pid: number }[]>`
        select pid from pg_stat_activity where ${lockerPid}::int = any(pg_blocking_pids(pid))`
    }
    if (victims.length !== 1) {
      const activity =
        await locker`select pid, state, wait_event, left(query, 60) as query from pg_stat_activity
        where datname = current_database()`
      throw new Error(`nothing queued behind the lock: ${JSON.stringify(activity)}`)
    }
    await locker`select pg_terminate_backend(${victims[0]?.pid ?? 0}::int)`
    return await pending
  } finally {
    await locker`rollback`
    locker.release()
  }
}

const lockWalletOf = (userId: number) => (tx: Connection) =>
  tx`select 1 from wallets where user_id = ${userId} for update`

/** The answer a client gets when its connection died: retryable, with a code and a Korean message. */
function expectRetryable(answer: Envelope) {
  expect(answer.status).toBe(503)
  expect(answer.body.code).toBe('DB_UNAVAILABLE')
  expect(answer.body.message).toMatch(/다시 시도/)
}

test.if(onPostgres)(
  'a bet whose connection is ended mid-transaction leaves nothing; its retry places it once',
  async () => {
    const userId = ids.member1 ?? 0
    const before = await rows<{ money: string }>(sql`select money from wallets where user_id = ${userId}`)
    const bet = () =>
      call('POST', '/bets', {
        token: tokens.member1,
        headers: { 'idempotency-key': 'killed-bet' },
        body: { roundId: round, items: [{ selectionCode: 'PB_ODD', stakeAmount: 10_000 }] },
      })
    expectRetryable(await killWhileBlocked(lockWalletOf(userId), bet))

    expect(await count(sql`select count(*) as n from bets where user_id = ${userId}`)).toBe(0)
    expect(await count(sql`select count(*) as n from idempotency_keys where key = 'killed-bet'`)).toBe(0)
    expect(await rows(sql`select money from wallets where user_id = ${userId}`)).toEqual(before)
    expect(await ledgerMismatches(server.database)).toEqual([])

    const first = await bet()
    const again = await bet()
    expect(first.status).toBe(201)
    expect(again.body.data).toEqual(first.body.data as Record<string, unknown>)
    expect(await count(sql`select count(*) as n from bets where user_id = ${userId}`)).toBe(1)
    expect(
      await count(
        sql`select count(*) as n from money_ledger where user_id = ${userId} and type = 'BET_STAKE'`,
      ),
    ).toBe(1)
  },
  60_000,
)

for (const type of ['topup', 'withdrawal'] as const) {
  test.if(onPostgres)(
    `an approval of a ${type} whose connection is ended after the request turned APPROVED leaves it pending; its retry applies once`,
    async () => {
      const userId = ids.member2 ?? 0
      const requested = await call<{ id: number }>('POST', `/transactions/${type}`, {
        token: tokens.member2,
        body: { amount: 20_000 },
      })
      expect(requested.status).toBe(201)
      const requestId = requested.body.data?.id ?? 0
      const wallet = sql`select money, held from wallets where user_id = ${userId}`
      const before = await rows(wallet)
      const approve = () =>
        call('PUT', `/admin/transactions/${type}/${requestId}/status`, {
          token: tokens.admin,
          headers: { 'idempotency-key': `killed-approval-${type}` },
          body: { action: 'approve' },
        })
      // The guarded PENDING → APPROVED update runs first; the wallet move after it waits on the lock.
      expectRetryable(await killWhileBlocked(lockWalletOf(userId), approve))

      const [request] = await rows<{ status: string }>(
        sql`select status from cash_transactions where id = ${requestId}`,
      )
      expect(request?.status).toBe('PENDING')
      expect(await rows(wallet)).toEqual(before)
      expect(await ledgerMismatches(server.database)).toEqual([])

      const first = await approve()
      const again = await approve()
      expect(first.status).toBe(200)
      expect(again.body.data).toEqual(first.body.data as Record<string, unknown>)
      const decided = sql`select count(*) as n from money_ledger
        where ref_type = 'cash_transaction' and ref_id = ${String(requestId)}
          and type in ('TOPUP', 'WITHDRAW_APPROVED')`
      expect(await count(decided)).toBe(1)
      expect(await ledgerMismatches(server.database)).toEqual([])
    },
    60_000,
  )
}

test.if(onPostgres)(
  'a settlement part whose connection is ended while crediting wallets rolls back whole; the next tick settles the rest once',
  async () => {
    const userId = ids.member3 ?? 0
    // Members are settled in parts by user id; member2 and member3 fall in different ones.
    const neighbour = ['member1', 'member2'].find((m) => (ids[m] ?? 0) % 2 !== userId % 2) ?? ''
    for (const member of ['member3', neighbour]) {
      const placed = await call('POST', '/bets', {
        token: tokens[member],
        body: { roundId: round, items: [{ selectionCode: 'PB_EVEN', stakeAmount: 10_000 }] },
      })
      expect(placed.status).toBe(201)
    }
    clock.set(new Date(drawAt(round).getTime() + 1_000))
    // Member3's items and purchase turn settled first; the wallet credits then wait on the lock. The
    // other part commits; the engine reports the failure and carries on.
    await killWhileBlocked(lockWalletOf(userId), () => server.engine.tick())

    const [state] = await rows<{ status: string }>(sql`select status from rounds where round_no = ${round}`)
    expect(state?.status).toBe('DRAWN')
    const settledBy = async () =>
      rows<{ user_id: number; status: string; earned: string }>(sql`
        select b.user_id, b.status, count(p.id) as earned from bets b
        left join point_ledger p on p.user_id = b.user_id and p.ref_type = 'round'
          and p.ref_id = b.round_no::text and p.type = 'POINT_EARN'
        where b.round_no = ${round} group by b.user_id, b.status order by b.user_id`)
    const cut = await settledBy()
    expect(cut.find((b) => b.user_id === userId)).toMatchObject({ status: 'PLACED', earned: '0' })
    expect(cut.find((b) => b.user_id === ids[neighbour])?.earned).toBe('1')
    expect(await ledgerMismatches(server.database)).toEqual([])

    await server.engine.tick()
    await server.engine.tick()
    const [settled] = await rows<{ status: string }>(sql`select status from rounds where round_no = ${round}`)
    expect(settled?.status).toBe('SETTLED')
    const after = await settledBy()
    expect(after.map((b) => b.earned)).toEqual(['1', '1'])
    expect(after.every((b) => b.status === 'WON' || b.status === 'LOST')).toBe(true)
    expect(await ledgerMismatches(server.database)).toEqual([])
    // The server kept serving on its replaced connections.
    const wallet = await call('GET', '/users/wallet', { token: tokens.member3 })
    expect(wallet.status).toBe(200)
  },
  60_000,
)
