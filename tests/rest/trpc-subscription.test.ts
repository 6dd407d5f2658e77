import { afterAll, beforeAll, expect, test } from 'bun:test'
import type { AppRouter } from '@pb/api'
import { createManualClock } from '@pb/core/clock'
import type { ClientEvent } from '@pb/core/events/types'
import { drawAt, roundOfDay } from '@pb/game'
import { createTRPCClient, httpLink, httpSubscriptionLink, splitLink } from '@trpc/client'
import { EventSource } from 'eventsource'
import { DEMO_PASSWORD, restClient, startTestServer, type TestServer } from '../support/test-server'

const round = roundOfDay('2026-11-27', 30)
const clock = createManualClock(new Date(drawAt(round).getTime() - 100_000))
let server: TestServer
const stops: (() => void)[] = []

beforeAll(async () => {
  server = await startTestServer({ clock })
}, 60_000)
afterAll(async () => {
  for (const stop of stops) stop()
  await server.close()
})

const withBearer = (authorization: string) => (input: string | URL | Request, init?: RequestInit) =>
  fetch(input, { ...init, headers: { ...init?.headers, authorization } })

/** A tRPC client as the web app builds it: the subscription's EventSource sends the bearer header too. */
async function clientOf(loginId: string, password = DEMO_PASSWORD) {
  const login = await restClient(server.url)<{ accessToken: string; user: { id: number } }>(
    'POST',
    '/auth/login',
    {
      body: { loginId, password },
    },
  )
  const headers = { authorization: `Bearer ${login.body.data?.accessToken}` }
  const calls = httpLink<AppRouter>({ url: `${server.url}/trpc`, headers })
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink<AppRouter, typeof EventSource>({
          url: `${server.url}/trpc`,
          EventSource,
          eventSourceOptions: { fetch: withBearer(headers.authorization) },
        }),
        false: calls,
      }),
    ],
  })
  return { client, userId: login.body.data?.user.id ?? 0 }
}

/** Subscribes to events.stream; resolves once the server has started the stream. */
function subscribe(client: Awaited<ReturnType<typeof clientOf>>['client']) {
  const heard: { id: string; event: ClientEvent }[] = []
  return new Promise<typeof heard>((resolve, reject) => {
    const subscription = client.events.stream.subscribe(undefined, {
      onStarted: () => resolve(heard),
      onData: ({ id, data }) => heard.push({ id, event: data }),
      onError: reject,
    })
    stops.push(() => subscription.unsubscribe())
  })
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await Bun.sleep(20)
}

test('events.stream: tracked ids, the whole settlement for the bettor, only public events for others', async () => {
  const one = await clientOf('member1')
  const two = await clientOf('member2')
  const heardByOne = await subscribe(one.client)
  const heardByTwo = await subscribe(two.client)

  const placed = await one.client.bets.place.mutate({ items: [{ selectionCode: 'PB_EVEN', stake: 5_000 }] })
  expect(placed.roundNo).toBe(round)
  clock.set(new Date(drawAt(round).getTime() + 1_000))
  await server.engine.tick()
  const completed = (heard: { event: ClientEvent }[]) =>
    heard.some((h) => h.event.type === 'VERIFICATION_COMPLETED')
  await until(() => completed(heardByOne) && completed(heardByTwo))

  expect(heardByOne.map((h) => h.event.type)).toEqual([
    'BALANCE_UPDATED',
    'RESULT_SAVED',
    'BET_SETTLED',
    'BALANCE_UPDATED',
    'SETTLEMENT_COMPLETED',
    'VERIFICATION_COMPLETED',
  ])
  expect(heardByOne.find((h) => h.event.type === 'BET_SETTLED')?.event).toMatchObject({
    userId: one.userId,
    purchaseNo: placed.purchaseNo,
    roundNo: round,
  })
  expect(heardByTwo.map((h) => h.event.type)).toEqual([
    'RESULT_SAVED',
    'SETTLEMENT_COMPLETED',
    'VERIFICATION_COMPLETED',
  ])
  const ids = heardByOne.map((h) => Number(h.id))
  expect(ids.every((id, i) => Number.isInteger(id) && (i === 0 || id > (ids[i - 1] ?? 0)))).toBe(true)
})

test('a subscription without a valid token is refused', async () => {
  const anonymous = createTRPCClient<AppRouter>({
    links: [
      httpSubscriptionLink<AppRouter, typeof EventSource>({
        url: `${server.url}/trpc`,
        EventSource,
        eventSourceOptions: { fetch: withBearer('Bearer not-a-token') },
      }),
    ],
  })
  const refusal = await new Promise<{ data?: { code?: string } }>((resolve) => {
    const subscription = anonymous.events.stream.subscribe(undefined, {
      onError: (error) => {
        subscription.unsubscribe()
        resolve(error as { data?: { code?: string } })
      },
    })
  })
  expect(refusal.data?.code).toBe('UNAUTHORIZED')
})

test("an administrator's new password for the member ends the member's subscription", async () => {
  const member = await clientOf('member3')
  const call = restClient(server.url)
  const admin = await call<{ accessToken: string }>('POST', '/admin/auth/login', {
    body: { loginId: 'shop1', password: DEMO_PASSWORD },
  })
  let outcome = 'open'
  await new Promise<void>((resolve, reject) => {
    const subscription = member.client.events.stream.subscribe(undefined, {
      onStarted: () => resolve(),
      onComplete: () => {
        outcome = 'completed'
      },
      onError: (error) => {
        outcome = `error ${(error as { data?: { code?: string } }).data?.code}`
        reject(error)
      },
    })
    stops.push(() => subscription.unsubscribe())
  })
  const changed = await call('PUT', `/admin/users/${member.userId}/password`, {
    token: admin.body.data?.accessToken,
    body: { password: 'renewed-1' },
  })
  expect(changed.status).toBe(200)
  await until(() => outcome !== 'open')
  expect(outcome).toBe('completed')
})
