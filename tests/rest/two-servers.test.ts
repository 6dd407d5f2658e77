import { afterAll, beforeAll, expect, test } from 'bun:test'
import type { GameEvent } from '@pb/core'
import { type Database, queryRows } from '@pb/db'
import { createTestDb } from '@pb/db/testing'
import { drawAt, roundRunningAt } from '@pb/game'
import { sql } from 'drizzle-orm'
import { EventSource } from 'eventsource'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../support/server-process'
import { DEMO_PASSWORD, restClient } from '../support/test-server'

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

let database: (Database & { url?: string }) | undefined
const servers: ServerProcess[] = []
const sources: EventSource[] = []

beforeAll(async () => {
  if (!onPostgres) return
  database = await createTestDb()
  // The first server leads: its engine takes the advisory lock before the second one starts.
  servers.push(await startServerProcess(database.url ?? ''))
  servers.push(await startServerProcess(database.url ?? ''))
}, 60_000)

afterAll(async () => {
  for (const source of sources) source.close()
  for (const server of servers) await stopServerProcess(server)
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
    await stopServerProcess(first)
    servers.shift()
    await advanceAll(300, [second])
    await until(() => results(heardOnSecond, round + 1).length > 0)
    expect(results(heardOnSecond, round + 1)).toHaveLength(1)
  },
  60_000,
)
