import { afterAll, beforeAll, expect, test } from 'bun:test'
import type { GameEvent } from '@pb/core/events/types'
import { type Database, queryRows } from '@pb/db'
import { createTestDb } from '@pb/db/testing'
import { drawAt, roundRunningAt } from '@pb/game'
import { sql } from 'drizzle-orm'
import { EventSource } from 'eventsource'
import { listenEvents } from '../support/event-listener'
import { type ServerProcess, startServerProcess } from '../support/server-process'
import { DEMO_PASSWORD, restClient } from '../support/test-server'
import { subscribeEvents } from '../support/trpc-stream'

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
let database: (Database & { url?: string }) | undefined
const servers: ServerProcess[] = []
const sources: { close?(): void; stop?(): void }[] = []

/** The real server on the shared database with its own test clock. */
const startServer = (databaseUrl: string) =>
  startServerProcess({ DATABASE_URL: databaseUrl, GAME_TEST_CLOCK: '1' })

beforeAll(async () => {
  if (!onPostgres) return
  database = await createTestDb()
  // The first server leads: its engine takes the advisory lock before the second one starts.
  servers.push(await startServer(database.url ?? ''))
  servers.push(await startServer(database.url ?? ''))
}, 60_000)

afterAll(async () => {
  for (const source of sources) source.close ? source.close() : source.stop?.()
  for (const server of servers) {
    server.process.kill('SIGTERM')
    await server.process.exited
  }
  await database?.close()
}, 30_000)

async function signIn(server: ServerProcess, loginId: string) {
  const { body } = await restClient(server.url)<{ accessToken: string; user: { id: number } }>(
    'POST',
    '/auth/login',
    { body: { loginId, password: DEMO_PASSWORD } },
  )
  return { token: body.data?.accessToken ?? '', userId: body.data?.user.id ?? 0 }
}

function listen(server: ServerProcess, token: string): Promise<GameEvent[]> {
  const heard: GameEvent[] = []
  const source = new EventSource(`${server.url}/api/events`, {
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...init?.headers, authorization: `Bearer ${token}` } }),
  })
  sources.push(source)
  source.onmessage = (message) => heard.push(JSON.parse(message.data) as GameEvent)
  return new Promise((resolve, reject) => {
    source.onopen = () => resolve(heard)
    source.onerror = reject
  })
}

/** Moves every running server's game clock by the same amount; each lets its engine look at it. */
async function advanceAll(seconds: number, on = servers) {
  for (const server of on) {
    const response = await fetch(`${server.url}/api/test/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds }),
    })
    expect(response.status).toBe(200)
  }
}

async function serverNow(server: ServerProcess) {
  const { body } = await restClient(server.url)<{ serverTime: string }>('GET', '/games/current')
  return new Date(body.data?.serverTime ?? 0)
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 250 && !check(); i++) await Bun.sleep(20)
}
const results = (heard: GameEvent[], roundNo: number) =>
  heard.filter((e) => e.type === 'RESULT_SAVED' && e.roundNo === roundNo)

test.if(onPostgres)(
  'events carry the same id on both instances, resume on either, and a logout on one ends the streams on the other',
  async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess]
    const member = await signIn(first, 'member3')
    const shop = await restClient(first.url)<{ accessToken: string }>('POST', '/auth/login', {
      body: { loginId: 'shop1', password: DEMO_PASSWORD, area: 'admin' },
    })
    const credit = (amount: number) =>
      restClient(second.url)('POST', `/admin/users/${member.userId}/balance`, {
        token: shop.body.data?.accessToken,
        body: { amount },
      })
    const onFirst = await listenEvents(`${first.url}/api/events`, member.token)
    const onSecond = await listenEvents(`${second.url}/api/events`, member.token)
    const subscribed = await subscribeEvents(second.url, member.token)
    sources.push(onFirst, onSecond, subscribed)

    expect((await credit(1_000)).status).toBe(200)
    await until(() => onFirst.ids.length === 1 && onSecond.ids.length === 1 && subscribed.heard.length === 1)
    expect(onFirst.ids).toEqual(onSecond.ids)
    expect(subscribed.heard.map((h) => h.id)).toEqual(onSecond.ids)

    // Missed on the second instance, replayed by the first.
    onSecond.close()
    expect((await credit(2_000)).status).toBe(200)
    const resumed = await listenEvents(`${first.url}/api/events`, member.token, onSecond.ids[0])
    sources.push(resumed)
    await until(() => resumed.received.length === 1)
    expect(resumed.received).toEqual([
      expect.objectContaining({ type: 'BALANCE_UPDATED', userId: member.userId }),
    ])
    expect(Number(resumed.ids[0])).toBeGreaterThan(Number(onSecond.ids[0]))

    const loggedOut = await restClient(first.url)('POST', '/auth/logout', { token: member.token })
    expect(loggedOut.status).toBe(200)
    let ended = false
    void Promise.all([onFirst.ended, resumed.ended]).then(() => {
      ended = true
    })
    await until(() => ended && subscribed.outcome() === 'completed')
    expect([ended, subscribed.outcome()]).toEqual([true, 'completed'])
  },
  60_000,
)

test.if(onPostgres)(
  'two server processes on one database: one leader draws, both deliver the events, the other takes over',
  async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess]
    const one = await signIn(first, 'member1')
    const two = await signIn(second, 'member2')
    const heardOnFirst = await listen(first, one.token)
    const heardOnSecond = await listen(second, two.token)

    // Into the middle of the next round's betting window on both clocks.
    const now = await serverNow(first)
    const round = roundRunningAt(now) + 1
    await advanceAll(Math.ceil((drawAt(round).getTime() - 150_000 - now.getTime()) / 1000))
    const placed = await restClient(second.url)('POST', '/bets', {
      token: two.token,
      body: { roundId: round, items: [{ selectionCode: 'PB_ODD', stakeAmount: 10_000 }] },
    })
    expect(placed.status).toBe(201)

    await advanceAll(152)
    await until(() => heardOnFirst.some((e) => e.type === 'SETTLEMENT_COMPLETED' && e.roundNo === round))
    await until(() => heardOnSecond.some((e) => e.type === 'SETTLEMENT_COMPLETED' && e.roundNo === round))
    expect(results(heardOnFirst, round)).toHaveLength(1)
    expect(results(heardOnSecond, round)).toHaveLength(1)
    expect(
      heardOnSecond.filter((e) => e.type === 'BET_SETTLED').map((e) => 'userId' in e && e.userId),
    ).toEqual([two.userId])
    expect(heardOnFirst.some((e) => 'userId' in e && e.userId !== one.userId)).toBe(false)
    const settled = heardOnSecond.find((e) => e.type === 'BET_SETTLED')
    const [payouts] = await queryRows<{ count: string }>(
      database?.db ?? (undefined as never),
      sql`select count(*) as count from money_ledger where type = 'BET_PAYOUT' and user_id = ${two.userId}`,
    )
    expect(Number(payouts?.count)).toBe(settled && 'status' in settled && settled.status === 'WON' ? 1 : 0)

    // The leader goes away; the second server's engine takes the lock and draws the next round.
    first.process.kill('SIGTERM')
    await first.process.exited
    servers.shift()
    await advanceAll(300, [second])
    await until(() => results(heardOnSecond, round + 1).length > 0)
    expect(results(heardOnSecond, round + 1)).toHaveLength(1)
  },
  60_000,
)
