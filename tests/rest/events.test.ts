import { afterAll, beforeAll, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import type { ClientEvent } from '@pb/core/events/types'
import { drawAt, roundOfDay } from '@pb/game'
import { type EventListener, listenEvents, until } from '../support/event-listener'
import { DEMO_PASSWORD, restClient, startTestServer, type TestServer } from '../support/test-server'

const round = roundOfDay('2026-11-25', 20)
const clock = createManualClock(new Date(drawAt(round).getTime() - 100_000))
let server: TestServer
let call: ReturnType<typeof restClient>
const open: EventListener[] = []

beforeAll(async () => {
  server = await startTestServer({ clock })
  call = restClient(server.url)
}, 60_000)
afterAll(async () => {
  for (const source of open) source.close()
  await server.close()
})

async function tokenOf(loginId: string) {
  const login = await call<{ accessToken: string; user: { id: number } }>('POST', '/auth/login', {
    body: { loginId, password: DEMO_PASSWORD },
  })
  return { token: login.body.data?.accessToken ?? '', userId: login.body.data?.user.id ?? 0 }
}

async function listen(url: string, token?: string): Promise<ClientEvent[]> {
  const listener = await listenEvents(url, token)
  open.push(listener)
  return listener.received
}

test('the event stream: a member hears the draw and only their own balance and settlement', async () => {
  const one = await tokenOf('member1')
  const two = await tokenOf('member2')
  const ticket = await call<{ ticket: string }>('POST', '/events/ticket', { token: two.token })
  const heardByOne = await listen(`${server.url}/api/events`, one.token)
  const heardByTwo = await listen(`${server.url}/api/events?ticket=${ticket.body.data?.ticket}`)
  const reused = await fetch(`${server.url}/api/events?ticket=${ticket.body.data?.ticket}`)
  expect(reused.status).toBe(401)
  expect((await fetch(`${server.url}/api/events`)).status).toBe(401)

  const placed = await call('POST', '/bets', {
    token: one.token,
    body: { betValue: 'NB_ODD', amount: 10_000 },
  })
  expect(placed.status).toBe(201)
  clock.set(new Date(drawAt(round).getTime() + 1_000))
  await server.engine.tick()
  await until(
    () =>
      heardByOne.some((e) => e.type === 'VERIFICATION_COMPLETED') &&
      heardByTwo.some((e) => e.type === 'VERIFICATION_COMPLETED'),
  )

  expect(heardByOne.map((e) => e.type)).toEqual([
    'BALANCE_UPDATED',
    'RESULT_SAVED',
    'BET_SETTLED',
    'BALANCE_UPDATED',
    'SETTLEMENT_COMPLETED',
    'VERIFICATION_COMPLETED',
  ])
  expect(heardByOne.filter((e) => 'userId' in e).every((e) => 'userId' in e && e.userId === one.userId)).toBe(
    true,
  )
  expect(heardByTwo.map((e) => e.type)).toEqual([
    'RESULT_SAVED',
    'SETTLEMENT_COMPLETED',
    'VERIFICATION_COMPLETED',
  ])
  expect(heardByTwo.find((e) => e.type === 'RESULT_SAVED')).toMatchObject({ roundNo: round })
})
