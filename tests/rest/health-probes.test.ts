import { afterAll, beforeAll, expect, test } from 'bun:test'
import { readiness } from '../../apps/server/src/health-probes'
import { until } from '../support/event-listener'
import { DEMO_PASSWORD, restClient, startTestServer, type TestServer } from '../support/test-server'
import { subscribeEvents } from '../support/trpc-stream'

/*
 * The probes a load balancer and an orchestrator ask (docs/operations.md §3): live while the process
 * answers; ready while it is not draining, its database answers and, on the leader, the engine ticked
 * in the last 15 seconds. Event streams tell a reverse proxy not to buffer them.
 */

let server: TestServer
const logged: string[] = []

beforeAll(async () => {
  server = await startTestServer({ log: (line) => logged.push(line) })
  await server.engine.tick()
}, 60_000)
afterAll(() => server.close())

test('live and ready answer 200, unlogged, with the leader named', async () => {
  const live = await fetch(`${server.url}/api/health/live`)
  expect([live.status, await live.json()]).toEqual([200, { status: 'live' }])
  const ready = await fetch(`${server.url}/api/health/ready`)
  expect(ready.headers.get('cache-control')).toBe('no-store')
  expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready', leader: true, failing: [] }])
  await fetch(`${server.url}/api/health`)
  const paths = logged.map((line) => (JSON.parse(line) as { path: string }).path)
  expect(paths).toContain('/api/health')
  expect(paths.filter((path) => path.startsWith('/api/health/'))).toEqual([])
})

test('not ready while draining, or while the leading engine has not ticked for 15 s', async () => {
  const source = { database: server.database, engine: server.engine }
  const draining = await readiness({ ...source, draining: () => true })
  expect([draining.status, await draining.json()]).toEqual([
    503,
    { status: 'not ready', leader: true, failing: ['draining'] },
  ])
  const stalled = await readiness({
    ...source,
    engine: { isLeader: true, lastLedTickAt: Date.now() - 16_000 },
    draining: () => false,
  })
  expect([stalled.status, await stalled.json()]).toEqual([
    503,
    { status: 'not ready', leader: true, failing: ['engine'] },
  ])
  const follower = await readiness({
    ...source,
    engine: { isLeader: false, lastLedTickAt: undefined },
    draining: () => false,
  })
  expect([follower.status, await follower.json()]).toEqual([
    200,
    { status: 'ready', leader: false, failing: [] },
  ])
})

test('an event stream answers with X-Accel-Buffering: no', async () => {
  const { body } = await restClient(server.url)<{ accessToken: string }>('POST', '/auth/login', {
    body: { loginId: 'member1', password: DEMO_PASSWORD, area: 'member' },
  })
  const abort = new AbortController()
  const stream = await fetch(`${server.url}/api/events`, {
    headers: { authorization: `Bearer ${body.data?.accessToken}` },
    signal: abort.signal,
  })
  expect(stream.headers.get('content-type')).toStartWith('text/event-stream')
  expect(stream.headers.get('x-accel-buffering')).toBe('no')
  abort.abort()
})

// Last: the server drains for good.
test('draining ends the open streams so their clients reconnect elsewhere, and opens no new one', async () => {
  const { body } = await restClient(server.url)<{ accessToken: string }>('POST', '/auth/login', {
    body: { loginId: 'member2', password: DEMO_PASSWORD, area: 'member' },
  })
  const token = body.data?.accessToken ?? ''
  const bearer = { authorization: `Bearer ${token}` }
  const sse = await fetch(`${server.url}/api/events`, { headers: bearer })
  const subscription = await subscribeEvents(server.url, token)

  server.drain()
  // The stream ends with a hint to reconnect within a second; the subscription with a retryable
  // error, on which the client reconnects by itself from its last event id.
  expect(await sse.text()).toEndWith('retry: 1000\n\n')
  await until(() => subscription.reconnecting())
  expect([subscription.reconnecting(), subscription.outcome()]).toEqual([true, 'open'])
  subscription.stop()

  for (const path of ['/api/events', '/trpc/events.stream']) {
    const refused = await fetch(`${server.url}${path}`, { headers: bearer })
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(await refused.text()).toContain('SERVER_DRAINING')
  }
  const ready = await fetch(`${server.url}/api/health/ready`)
  expect(ready.status).toBe(503)
})
