import { afterAll, beforeAll, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import { drawAt, roundOfDay } from '@pb/game'
import { DEMO_PASSWORD, restClient, startTestServer, type TestServer } from '../support/test-server'
import { subscribeEvents } from '../support/trpc-stream'

/*
 * `/metrics` (docs/operations.md §5): Prometheus's text format, unlogged like the probes; requests
 * counted under their route pattern, never their raw path; placements counted from REST and tRPC
 * answers; open streams and leadership read at the scrape; with METRICS_TOKEN only for that bearer.
 */

const round = roundOfDay('2026-11-27', 30)
// Betting is open: the round's draw is 100 s away and the clock stands still.
const clock = () => createManualClock(new Date(drawAt(round).getTime() - 100_000))
const TOKEN = 'scrape-secret-1'
let open: TestServer
let guarded: TestServer
const logged: string[] = []

beforeAll(async () => {
  ;[open, guarded] = await Promise.all([
    startTestServer({ clock: clock(), metrics: {}, log: (line) => logged.push(line) }),
    startTestServer({ clock: clock(), metrics: { token: TOKEN } }),
  ])
  await open.engine.tick()
}, 60_000)
afterAll(() => Promise.all([open.close(), guarded.close()]))

async function scrape(server = open, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/metrics`, { headers })
  return { response, text: await response.text() }
}

/** The value of one series (`name{labels}` exactly as exposed), or undefined when it is not there. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

async function signIn(loginId: string) {
  const { body } = await restClient(open.url)<{ accessToken: string }>('POST', '/auth/login', {
    body: { loginId, password: DEMO_PASSWORD, area: 'member' },
  })
  return body.data?.accessToken ?? ''
}

test('a scrape answers the text format, with leadership and the process metrics, unlogged', async () => {
  const { response, text } = await scrape()
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toStartWith('text/plain; version=0.0.4')
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(seriesValue(text, 'pb_engine_leader')).toBe(1)
  expect(seriesValue(text, 'pb_bets_total')).toBeNumber()
  expect(text).toContain('# TYPE pb_settlement_seconds histogram')
  expect(text).toContain('# TYPE pb_event_lag_seconds histogram')
  expect(seriesValue(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0)
  expect(logged.map((line) => (JSON.parse(line) as { path: string }).path)).not.toContain('/metrics')
})

test.if(Boolean(process.env.TEST_DATABASE_URL))(
  "on Postgres the pool's use is read from Postgres's list of this instance's connections",
  async () => {
    const { text } = await scrape()
    // The scrape's own query is one active connection.
    expect(seriesValue(text, 'pb_db_connections{state="active"}')).toBeGreaterThanOrEqual(1)
  },
)

test('a request counts under its route pattern, never under its raw path', async () => {
  const series = 'pb_http_requests_total{method="GET",route="/api/bets/{id}",status="401"}'
  const before = seriesValue((await scrape()).text, series) ?? 0
  expect((await fetch(`${open.url}/api/bets/12345`)).status).toBe(401)
  await fetch(`${open.url}/api/no-such-route/678`)
  const { text } = await scrape()
  expect(seriesValue(text, series)).toBe(before + 1)
  expect(seriesValue(text, 'pb_http_requests_total{method="GET",route="/api/*",status="404"}')).toBe(1)
  expect(text).toContain('pb_http_request_duration_seconds_count{method="GET",route="/api/bets/{id}"}')
  // As a label, not as digits: a duration such as 0.000412345 may hold them.
  expect(text).not.toContain('/12345')
  expect(text).not.toContain('no-such-route')
  expect(text).not.toContain('route="/api/health')
})

test('placements count from REST answers and from each call of a tRPC batch', async () => {
  const token = await signIn('member1')
  const before = seriesValue((await scrape()).text, 'pb_bets_total') ?? 0
  const rest = await restClient(open.url)('POST', '/bets', {
    token,
    body: { betValue: 'PB_ODD', amount: 1_000 },
  })
  expect(rest.status).toBe(201)
  // One call places, the other is refused: the batch answers both, and one bet counts.
  const batch = await fetch(`${open.url}/trpc/bets.place,bets.place?batch=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      0: { items: [{ selectionCode: 'PB_EVEN', stake: 1_000 }] },
      1: { items: [{ selectionCode: 'NO_SUCH_PICK', stake: 1_000 }] },
    }),
  })
  const answers = (await batch.json()) as { result?: unknown; error?: unknown }[]
  expect(answers.map((answer) => 'result' in answer)).toEqual([true, false])
  const { text } = await scrape()
  expect(seriesValue(text, 'pb_bets_total')).toBe(before + 2)
  expect(text).toContain('route="/trpc/(batch)"')
})

test('open event streams are counted while they are open, SSE and tRPC alike', async () => {
  const token = await signIn('member2')
  const streams = async () => seriesValue((await scrape()).text, 'pb_event_streams')
  expect(await streams()).toBe(0)
  const abort = new AbortController()
  const sse = await fetch(`${open.url}/api/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  })
  const reader = sse.body?.getReader()
  await reader?.read()
  const subscription = await subscribeEvents(open.url, token)
  expect(await streams()).toBe(2)
  abort.abort()
  subscription.stop()
  for (let i = 0; i < 100 && (await streams()) !== 0; i++) await Bun.sleep(20)
  expect(await streams()).toBe(0)
})

// After the placements above, whose balances were delivered as events.
test('each delivered run of events is timed from its write', async () => {
  const { text } = await scrape()
  expect(seriesValue(text, 'pb_event_lag_seconds_count')).toBeGreaterThan(0)
})

test('with METRICS_TOKEN a scrape needs that bearer token', async () => {
  const refusedHeaders: Record<string, string>[] = [{}, { authorization: 'Bearer wrong-token' }]
  for (const headers of refusedHeaders) {
    const refused = await scrape(guarded, headers)
    expect(refused.response.status).toBe(401)
    expect(refused.response.headers.get('www-authenticate')).toBe('Bearer')
    expect(JSON.parse(refused.text)).toMatchObject({ success: false, code: 'UNAUTHORIZED' })
  }
  const allowed = await scrape(guarded, { authorization: `Bearer ${TOKEN}` })
  expect(allowed.response.status).toBe(200)
  expect(allowed.text).toContain('pb_engine_leader')
})
