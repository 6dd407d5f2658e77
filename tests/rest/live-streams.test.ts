import { afterAll, beforeAll, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import { REPLAY_WINDOW_MS } from '@pb/core/events/replay-buffer'
import { streamCaps } from '@pb/core/events/stream-registry'
import { type EventListener, listenEvents, until } from '../support/event-listener'
import { matchesSchema } from '../support/response-schema'
import { DEMO_PASSWORD, restClient, startTestServer, type TestServer } from '../support/test-server'
import { type Subscription, subscribeEvents } from '../support/trpc-stream'

/* Live streams over HTTP: they end with their session, are capped, and resume from a global id. */
const clock = createManualClock(new Date('2026-11-26T03:00:00Z'))
let server: TestServer
let call: ReturnType<typeof restClient>
let shop = ''
const open: { stop(): void }[] = []

beforeAll(async () => {
  server = await startTestServer({ clock })
  call = restClient(server.url)
  shop = (await signIn('shop1', DEMO_PASSWORD, 'admin')).accessToken
}, 60_000)
afterAll(async () => {
  for (const stream of open) stream.stop()
  await server.close()
})

async function signIn(loginId: string, password = 'pw1234', area: 'member' | 'admin' = 'member') {
  const login = await call<{ accessToken: string; refreshToken: string }>('POST', '/auth/login', {
    body: { loginId, password, area },
  })
  expect(login.status).toBe(200)
  return {
    accessToken: login.body.data?.accessToken ?? '',
    refreshToken: login.body.data?.refreshToken ?? '',
  }
}

let memberCount = 0
async function newMember() {
  const loginId = `live${++memberCount}`
  const created = await call<{ id: number }>('POST', '/admin/users', {
    token: shop,
    body: {
      loginId,
      password: 'pw1234',
      bankName: '국민은행',
      accountNumber: '1234567890',
      accountHolder: '예금주',
    },
  })
  expect(created.status).toBe(201)
  return { id: created.body.data?.id ?? 0, loginId }
}

async function sse(token: string, lastEventId?: string): Promise<EventListener & { done(): boolean }> {
  const listener = await listenEvents(`${server.url}/api/events`, token, lastEventId)
  let done = false
  void listener.ended.then(() => {
    done = true
  })
  open.push({ stop: listener.close })
  return { ...listener, done: () => done }
}

async function trpc(token: string, lastEventId?: string): Promise<Subscription> {
  const subscription = await subscribeEvents(server.url, token, lastEventId)
  open.push(subscription)
  return subscription
}

/** Both kinds of stream on one session. */
async function bothStreams(token: string) {
  const [events, subscription] = await Promise.all([sse(token), trpc(token)])
  return {
    ended: () => events.done() && subscription.outcome() !== 'open',
    open: () => !events.done() && subscription.outcome() === 'open',
  }
}

const credit = (id: number, amount = 1_000) =>
  call('POST', `/admin/users/${id}/balance`, { token: shop, body: { amount } })

test('every way a session ends closes its event stream and its subscription, and only those', async () => {
  const member = await newMember()
  const [loggedOut, reused, changedFrom, changing] = await Promise.all(
    Array.from({ length: 4 }, () => signIn(member.loginId)),
  )
  if (!loggedOut || !reused || !changedFrom || !changing) throw new Error('sign-in failed')
  const streams = {
    loggedOut: await bothStreams(loggedOut.accessToken),
    reused: await bothStreams(reused.accessToken),
    changedFrom: await bothStreams(changedFrom.accessToken),
    changing: await bothStreams(changing.accessToken),
  }

  expect((await call('POST', '/auth/logout', { token: loggedOut.accessToken })).status).toBe(200)
  await until(streams.loggedOut.ended)
  expect(streams.loggedOut.ended()).toBe(true)
  expect(streams.reused.open()).toBe(true)

  // A refresh token presented twice is a stolen copy: its whole session ends.
  const rotated = await call('POST', '/auth/refresh', { body: { refreshToken: reused.refreshToken } })
  expect(rotated.status).toBe(200)
  const replayed = await call('POST', '/auth/refresh', { body: { refreshToken: reused.refreshToken } })
  expect(replayed.body.code).toBe('TOKEN_REUSED')
  await until(streams.reused.ended)
  expect(streams.reused.ended()).toBe(true)

  const changed = await call('PUT', '/users/password', {
    token: changing.accessToken,
    body: { currentPassword: 'pw1234', newPassword: 'pw5678' },
  })
  expect(changed.status).toBe(200)
  await until(streams.changedFrom.ended)
  expect(streams.changedFrom.ended()).toBe(true)
  // The session that changed the password stays signed in, its streams too.
  expect(streams.changing.open()).toBe(true)

  const suspended = await newMember()
  const suspendedStreams = await bothStreams((await signIn(suspended.loginId)).accessToken)
  const renewed = await newMember()
  const renewedStreams = await bothStreams((await signIn(renewed.loginId)).accessToken)
  const removed = await newMember()
  const removedStreams = await bothStreams((await signIn(removed.loginId)).accessToken)
  const bystander = await newMember()
  const bystanderStreams = await bothStreams((await signIn(bystander.loginId)).accessToken)

  const suspend = await call('PUT', `/admin/users/${suspended.id}`, {
    token: shop,
    body: { statusCode: 'SUSPENDED' },
  })
  expect(suspend.status).toBe(200)
  const setPassword = await call('PUT', `/admin/users/${renewed.id}/password`, {
    token: shop,
    body: { password: 'renewed-1' },
  })
  expect(setPassword.status).toBe(200)
  expect((await call('DELETE', `/admin/users/${removed.id}`, { token: shop })).status).toBe(200)
  await until(() => suspendedStreams.ended() && renewedStreams.ended() && removedStreams.ended())
  expect([suspendedStreams.ended(), renewedStreams.ended(), removedStreams.ended()]).toEqual([
    true,
    true,
    true,
  ])
  expect(bystanderStreams.open()).toBe(true)
})

test('a session holds at most 3 streams and a user at most 10: a new one closes the oldest', async () => {
  expect(streamCaps).toEqual({ perSession: 3, perUser: 10 })
  const member = await newMember()
  const sessions = await Promise.all(Array.from({ length: 4 }, () => signIn(member.loginId)))
  const [first, second, third, fourth] = sessions.map((session) => session.accessToken) as string[]
  const onFirst = [await sse(first ?? ''), await sse(first ?? ''), await sse(first ?? '')]
  const fourthOnFirst = await trpc(first ?? '')
  await until(() => onFirst[0]?.done() === true)
  expect(onFirst.map((stream) => stream.done())).toEqual([true, false, false])
  expect(fourthOnFirst.outcome()).toBe('open')

  // 3 on the first session, 3 + 3 on the next two, 1 on the fourth: 10 open.
  const later: (EventListener & { done(): boolean })[] = []
  for (const token of [second, second, second, third, third, third, fourth])
    later.push(await sse(token ?? ''))
  await Bun.sleep(100)
  expect([...onFirst.slice(1), ...later].some((stream) => stream.done())).toBe(false)
  // The eleventh closes the user's oldest open stream, wherever it is.
  later.push(await sse(fourth ?? ''))
  await until(() => onFirst[1]?.done() === true)
  expect([...onFirst, ...later].map((stream) => stream.done())).toEqual([
    true,
    true,
    ...Array.from({ length: 9 }, () => false),
  ])
  expect(fourthOnFirst.outcome()).toBe('open')
})

test('a reconnecting client gets what it missed, by a global id, or one RESYNC when that is unknown', async () => {
  const member = await newMember()
  const other = await newMember()
  const { accessToken } = await signIn(member.loginId)
  const first = await sse(accessToken)
  await credit(member.id)
  await until(() => first.received.length === 1)
  const seen = first.ids[0] ?? ''
  first.close()

  // While it is away: two credits for it, one for another member, and a settlement-free public event.
  await credit(member.id, 2_000)
  await credit(other.id, 5_000)
  await credit(member.id, 3_000)

  const numbered = (stream: Subscription | EventListener) =>
    'heard' in stream ? stream.heard : stream.received.map((event, i) => ({ id: stream.ids[i], event }))
  const resumed = [await sse(accessToken, seen), await trpc(accessToken, seen)]
  await until(() => resumed.every((stream) => numbered(stream).length >= 2))
  // Live events keep coming after the replay.
  await credit(member.id, 4_000)
  await until(() => resumed.every((stream) => numbered(stream).length >= 3))
  const [bySse, byTrpc] = resumed.map(numbered)
  expect(bySse?.map((h) => h.event)).toEqual(
    [3_000, 6_000, 10_000].map((moneyBal) =>
      expect.objectContaining({ type: 'BALANCE_UPDATED', userId: member.id, moneyBal }),
    ),
  )
  const ids = bySse?.map((h) => Number(h.id)) ?? []
  expect(ids[0]).toBeGreaterThan(Number(seen))
  expect(ids).toEqual([...ids].sort((a, b) => a - b))
  // The same events under the same ids on both kinds of stream.
  expect(byTrpc).toEqual(bySse ?? [])
  for (const stream of resumed) 'stop' in stream ? stream.stop() : stream.close()

  // An id this instance never issued, a malformed one, and one older than the window: one RESYNC.
  const unknown = await sse(accessToken, '999999999')
  const malformed = await trpc(accessToken, 'not-an-id')
  clock.set(new Date(clock.now().getTime() + REPLAY_WINDOW_MS + 60_000))
  await credit(member.id, 6_000)
  const expired = await sse(accessToken, seen)
  await until(() => unknown.received.length > 0 && malformed.heard.length > 0 && expired.received.length > 0)
  expect(unknown.received[0]).toEqual({ type: 'RESYNC' })
  expect(malformed.heard[0]?.event).toEqual({ type: 'RESYNC' })
  expect(expired.received[0]).toEqual({ type: 'RESYNC' })
  // RESYNC carries the newest id, so the client's next reconnection resumes from there.
  expect(Number(expired.ids[0])).toBeGreaterThan(Number(seen))
})

test('a stream opened from the position a page read first hears what changed after that read', async () => {
  const member = await newMember()
  const { accessToken } = await signIn(member.loginId)
  const position = async () => {
    const response = await fetch(`${server.url}/trpc/events.position`, {
      headers: { authorization: `Bearer ${accessToken}` },
    })
    expect(response.status).toBe(200)
    return ((await response.json()) as { result: { data: { lastEventId: string } } }).result.data.lastEventId
  }
  const before = await position()
  expect(before).toMatch(/^\d+$/)
  // Between the page's first read and its stream's start.
  await credit(member.id, 7_000)
  // The same position over REST, for integrators of `GET /api/events`.
  const rest = await call<{ lastEventId: string }>('GET', '/events/position', { token: accessToken })
  expect(rest.status).toBe(200)
  matchesSchema('GET /events/position', rest.body.data)
  const after = rest.body.data?.lastEventId ?? ''
  expect(after).toBe(await position())
  expect(Number(after)).toBeGreaterThan(Number(before))

  const fromBefore = await trpc(accessToken, before)
  const fromAfter = await trpc(accessToken, after)
  await credit(member.id, 1_000)
  await until(() => fromBefore.heard.length >= 2 && fromAfter.heard.length >= 1)
  expect(fromBefore.heard.map((h) => h.event)).toEqual(
    [7_000, 8_000].map((moneyBal) => expect.objectContaining({ type: 'BALANCE_UPDATED', moneyBal })),
  )
  // From the newer position only the later credit: nothing is heard twice.
  expect(fromAfter.heard.map((h) => h.event)).toEqual([
    expect.objectContaining({ type: 'BALANCE_UPDATED', moneyBal: 8_000 }),
  ])
  fromBefore.stop()
  fromAfter.stop()

  const refused = await fetch(`${server.url}/trpc/events.position`)
  expect(refused.status).toBe(401)
})

test("a demoted administrator's streams close at once and hear nothing more of the branch", async () => {
  const me = await call<{ orgId: number }>('GET', '/auth/me', { token: shop })
  const agency = (await signIn('agency1', DEMO_PASSWORD, 'admin')).accessToken
  const created = await call<{ id: number }>('POST', '/admin/users', {
    token: agency,
    body: {
      loginId: 'demoted1',
      password: 'pw1234',
      roleCode: 'SHOP',
      orgId: me.body.data?.orgId,
      bankName: '국민은행',
      accountNumber: '1234567890',
      accountHolder: '예금주',
    },
  })
  expect(created.status).toBe(201)
  const demoted = await signIn('demoted1', 'pw1234', 'admin')
  const events = await sse(demoted.accessToken)
  const subscription = await trpc(demoted.accessToken)
  const member = await newMember()
  const memberToken = (await signIn(member.loginId)).accessToken
  const topup = () => call('POST', '/transactions/topup', { token: memberToken, body: { amount: 10_000 } })
  const requests = () => events.received.filter((event) => event.type === 'TRANSACTION_REQUESTED').length
  expect((await topup()).status).toBe(201)
  await until(() => requests() === 1 && subscription.heard.length === 1)
  expect([requests(), subscription.heard.length]).toEqual([1, 1])

  const demotion = await call('PUT', `/admin/users/${created.body.data?.id}`, {
    token: agency,
    body: { roleCode: 'MEMBER' },
  })
  expect(demotion.status).toBe(200)
  await until(() => events.done() && subscription.outcome() !== 'open')
  expect([events.done(), subscription.outcome() !== 'open']).toEqual([true, true])
  expect((await call('GET', '/auth/me', { token: demoted.accessToken })).status).toBe(401)
  expect((await topup()).status).toBe(201)
  await Bun.sleep(200)
  expect(requests()).toBe(1)
})

test('a session ends 30 days after its sign-in: refreshing is refused, its streams close', async () => {
  const member = await newMember()
  const signedInAt = clock.now().getTime()
  const refreshed = await signIn(member.loginId)
  const idle = await signIn(member.loginId)
  const refreshedStreams = await bothStreams(refreshed.accessToken)
  const idleStreams = await bothStreams(idle.accessToken)
  const day = 24 * 3600_000

  clock.set(new Date(signedInAt + 29 * day))
  const rotated = await call<{ refreshToken: string }>('POST', '/auth/refresh', {
    body: { refreshToken: refreshed.refreshToken },
  })
  expect(rotated.status).toBe(200)
  clock.set(new Date(signedInAt + 30 * day))
  const late = await call('POST', '/auth/refresh', {
    body: { refreshToken: rotated.body.data?.refreshToken },
  })
  expect(late).toMatchObject({ status: 401, body: { code: 'TOKEN_EXPIRED' } })
  await until(refreshedStreams.ended)
  expect(refreshedStreams.ended()).toBe(true)

  // Nobody refreshes the idle one: the leader's sweep ends it, with its streams.
  expect(idleStreams.open()).toBe(true)
  await server.engine.tick()
  await until(idleStreams.ended)
  expect(idleStreams.ended()).toBe(true)
  const again = await call('POST', '/auth/refresh', { body: { refreshToken: idle.refreshToken } })
  expect(again.status).toBe(401)
})
