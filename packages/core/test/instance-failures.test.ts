import { afterAll, beforeAll, expect, test } from 'bun:test'
import type { Actor } from '@pb/core/auth/actor'
import { createLocalSource } from '@pb/core/beacon/local-source'
import { placeBet } from '@pb/core/betting/place-bet'
import { placeBetInput } from '@pb/core/betting/schemas'
import { createManualClock } from '@pb/core/clock'
import { useCaseContext } from '@pb/core/context'
import { createEventBus } from '@pb/core/events/create-bus'
import { lastEventId } from '@pb/core/events/outbox'
import { type StoredRun, unpackRun } from '@pb/core/events/packed-run'
import type { GameEvent } from '@pb/core/events/types'
import { createRoundEngine } from '@pb/core/game/engine/round-engine'
import { createDb, type Database, queryRows } from '@pb/db'
import { drawAt, roundOfDay } from '@pb/game'
import { sql } from 'drizzle-orm'
import { createSeededDb, fundedMember, ledgerMismatches } from './support'

/**
 * Several server instances on one Postgres, each with its own connections (named by instance, so a
 * test can end exactly one instance's backends), its own outbox reader and its own engine, while
 * connections are cut and a leader dies in the middle of a settlement (docs/operations.md §2,
 * docs/operations.md §7, docs/operations.md §8).
 * Each case asserts money moved once, every event delivered once and in order, and one engine.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
let database: Database & { url?: string }
const round = roundOfDay('2026-12-03', 150)
const clock = createManualClock(new Date(drawAt(round).getTime() - 200_000))
const instances: Instance[] = []

interface Heard {
  id: number
  event: GameEvent
}
type Instance = Awaited<ReturnType<typeof startInstance>>

async function startInstance(name: string) {
  const own = await createDb({ databaseUrl: database.url, applicationName: `pb-test ${name}` })
  const bus = await createEventBus(own, clock)
  const heard: Heard[] = []
  bus.subscribe((event, id) => heard.push({ id, event }))
  const errors: unknown[] = []
  const engine = createRoundEngine({
    database: own,
    bus,
    clock,
    beacon: await createLocalSource(own.db, clock),
    instanceId: name,
    onError: (error) => errors.push(error),
  })
  return { name, database: own, bus, heard, engine, errors, deps: { db: own.db, bus, clock } }
}

/** Ends the instance's backends that `which` selects, and waits until they are gone. */
async function cutConnections(instance: Instance, which = sql`true`) {
  const ended = await queryRows<{ ended: boolean }>(
    database.db,
    sql`select pg_terminate_backend(pid, 5000) as ended from pg_stat_activity
        where datname = current_database() and application_name = ${`pb-test ${instance.name}`} and ${which}`,
  )
  expect(ended.length).toBeGreaterThan(0)
}

/** Waits (up to 5 s) until `check` holds. */
async function until(check: () => boolean) {
  for (let i = 0; i < 250 && !check(); i++) await Bun.sleep(20)
}

/** The events the outbox holds after `after`, numbered as every instance numbers them. */
async function outboxEvents(after: number): Promise<Heard[]> {
  const runs = await queryRows<{ first_id: string; events: StoredRun }>(
    database.db,
    sql`select first_id::text, events from event_outbox where last_id > ${after} order by last_id`,
  )
  return runs
    .flatMap((run) => unpackRun(run.events).map((event, i) => ({ id: Number(run.first_id) + i, event })))
    .filter((each) => each.id > after)
}

const since = (heard: Heard[], after: number) => heard.filter((each) => each.id > after)
const balancesOf = (heard: Heard[], userId: number) =>
  heard.flatMap(({ event }) => (event.type === 'BALANCE_UPDATED' && event.userId === userId ? [event] : []))

const bet = (instance: Instance, member: Actor, stake: number, selectionCode = 'PB_ODD') =>
  placeBet(
    useCaseContext(instance.deps, member),
    placeBetInput.parse({ roundNo: round, items: [{ selectionCode, stake }] }),
  )

async function wallet(userId: number) {
  const [row] = await queryRows<{ money: string; version: string }>(
    database.db,
    sql`select money, version from wallets where user_id = ${userId}`,
  )
  return { money: Number(row?.money), version: Number(row?.version) }
}

beforeAll(async () => {
  if (!onPostgres) return
  database = await createSeededDb()
  instances.push(await startInstance('A'), await startInstance('B'))
}, 60_000)

afterAll(async () => {
  for (const instance of instances) {
    await instance.engine.stop()
    await instance.bus.close()
    await instance.database.close()
  }
  await database?.close()
}, 30_000)

test.if(onPostgres)(
  'an instance whose LISTEN connection was cut catches up from the outbox: every event once, in order',
  async () => {
    const [a, b] = instances as [Instance, Instance]
    const member = await fundedMember(database, 100_000)
    const mark = await lastEventId(database.db)
    await cutConnections(b, sql`query ilike 'listen%'`)
    for (let i = 0; i < 5; i++) await bet(a, member, 1_000)

    await until(() => balancesOf(b.heard, member.userId).length === 5)
    const written = (await outboxEvents(mark)).filter(
      ({ event }) => event.type === 'BALANCE_UPDATED' && event.userId === member.userId,
    )
    expect(written).toHaveLength(5)
    expect(since(b.heard, mark).filter(({ id }) => written.some((w) => w.id === id))).toEqual(written)
    expect(balancesOf(b.heard, member.userId).map((e) => e.moneyBal)).toEqual([
      99_000, 98_000, 97_000, 96_000, 95_000,
    ])
  },
  30_000,
)

test.if(onPostgres)(
  'bets through two instances reach both in one order, each balance with a larger version than the last',
  async () => {
    const [a, b] = instances as [Instance, Instance]
    const member = await fundedMember(database, 100_000)
    const mark = await lastEventId(database.db)
    await Promise.all(Array.from({ length: 12 }, (_, i) => bet(i % 2 ? a : b, member, 1_000)))

    const now = await wallet(member.userId)
    expect(now.money).toBe(88_000)
    const last = (heard: Heard[]) => balancesOf(heard, member.userId).at(-1)
    await until(() => last(a.heard)?.version === now.version && last(b.heard)?.version === now.version)
    for (const instance of [a, b]) {
      const versions = balancesOf(instance.heard, member.userId).map((e) => e.version)
      expect(versions).toEqual([...versions].sort((x, y) => x - y))
      expect(new Set(versions).size).toBe(versions.length)
      expect(last(instance.heard)).toMatchObject({ moneyBal: 88_000, version: now.version })
    }
    const ids = (heard: Heard[]) => since(heard, mark).map(({ id }) => id)
    expect(ids(a.heard)).toEqual(ids(b.heard))
    expect(new Set(ids(a.heard)).size).toBe(ids(a.heard).length)
  },
  30_000,
)

test.if(onPostgres)(
  'a leader killed in the middle of a settlement: the next one finishes it, sends the whole round, and money moves once',
  async () => {
    const [a, b] = instances as [Instance, Instance]
    const members = await Promise.all([1, 2, 3, 4].map(() => fundedMember(database, 50_000)))
    for (const member of members) {
      await bet(a, member, 10_000, 'PB_ODD')
      await bet(b, member, 10_000, 'PB_EVEN')
    }
    await a.engine.tick()
    expect([a.engine.isLeader, b.engine.isLeader]).toEqual([true, false])
    const mark = await lastEventId(database.db)

    // A member of the second part keeps its wallet locked, so that part waits while the first commits.
    const held = members.find((member) => member.userId % 2 === 1) as Actor
    const holder = await (database.sql as NonNullable<Database['sql']>).reserve()
    await holder`begin`
    await holder`select 1 from wallets where user_id = ${held.userId} for update`
    const [{ pid } = { pid: 0 }] = await holder<{ pid: number }[]>`select pg_backend_pid() as pid`
    clock.set(new Date(drawAt(round).getTime() + 1_000))
    const tick = a.engine.tick()
    // The leader is cut once the first part has committed and the second waits for the held wallet.
    let waiting = 0
    let settled = 0
    for (let i = 0; i < 250 && (waiting === 0 || settled === 0); i++) {
      await Bun.sleep(20)
      const [row] = await queryRows<{ waiting: number; settled: number }>(
        database.db,
        sql`select
          (select count(*)::int from pg_stat_activity where ${pid}::int = any(pg_blocking_pids(pid))) as waiting,
          (select count(*)::int from bets where round_no = ${round} and status <> 'PLACED') as settled`,
      )
      waiting = row?.waiting ?? 0
      settled = row?.settled ?? 0
    }
    expect({ waiting, settled: settled > 0 }).toEqual({ waiting: 1, settled: true })
    await cutConnections(a)
    await holder`rollback`
    holder.release()
    await tick

    const [half] = await queryRows<{ settled: number; placed: number; status: string }>(
      database.db,
      sql`select count(*) filter (where b.status <> 'PLACED')::int as settled,
            count(*) filter (where b.status = 'PLACED')::int as placed, r.status
          from bets b join rounds r on r.round_no = b.round_no where b.round_no = ${round} group by r.status`,
    )
    // The part that committed stays settled, the other is left to the next leader.
    expect(half?.status).toBe('DRAWN')
    expect([half?.settled ?? 0, half?.placed ?? 0].every((n) => n > 0)).toBe(true)
    const purchases = (half?.settled ?? 0) + (half?.placed ?? 0)

    await b.engine.tick()
    expect(b.engine.isLeader).toBe(true)
    await a.engine.tick()
    expect(a.engine.isLeader).toBe(false)

    const heard = since(b.heard, mark)
    const types = heard.map(({ event }) => event.type)
    expect(types.filter((type) => type === 'RESULT_SAVED')).toHaveLength(1)
    expect(types.filter((type) => type === 'BET_SETTLED')).toHaveLength(purchases)
    expect(types.slice(-2)).toEqual(['SETTLEMENT_COMPLETED', 'VERIFICATION_COMPLETED'])
    for (const member of members) {
      const [balance] = balancesOf(heard, member.userId)
      expect(balance).toMatchObject({ cause: 'SETTLEMENT', ...(await walletAsEvent(member.userId)) })
    }
    const [paid] = await queryRows<{ rows: number; purchases: number }>(
      database.db,
      sql`select count(*)::int as rows, count(distinct ref_id)::int as purchases from money_ledger
          where type = 'BET_PAYOUT' and ref_id in (select id::text from bets where round_no = ${round})`,
    )
    expect(paid?.rows).toBe(paid?.purchases)
    expect(await ledgerMismatches(database)).toEqual([])

    // The instance that lost its connections reconnects and hears the same events, once each.
    await until(() => since(a.heard, mark).length >= heard.length)
    expect(since(a.heard, mark)).toEqual(heard)
    // One started now replays them all to a client resuming from before the settlement.
    const late = await startInstance('C')
    instances.push(late)
    expect(late.bus.since(mark)).toEqual(heard)
  },
  60_000,
)

async function walletAsEvent(userId: number) {
  const [row] = await queryRows<{ money: string; points: string; version: string }>(
    database.db,
    sql`select money, points, version from wallets where user_id = ${userId}`,
  )
  return { moneyBal: Number(row?.money), pointBal: Number(row?.points), version: Number(row?.version) }
}
