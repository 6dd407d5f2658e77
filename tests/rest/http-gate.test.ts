import { afterAll, beforeAll, expect, test } from 'bun:test'
import { DEMO_PASSWORD, restClient, startTestServer, type TestServer } from '../support/test-server'

/* Headers on every answer, and what both APIs accept as a request before any procedure runs. */
let server: TestServer
let call: ReturnType<typeof restClient>
let memberToken = ''

beforeAll(async () => {
  server = await startTestServer()
  call = restClient(server.url)
  const login = await call<{ accessToken: string }>('POST', '/auth/login', {
    body: { loginId: 'member1', password: DEMO_PASSWORD },
  })
  memberToken = login.body.data?.accessToken ?? ''
}, 60_000)
afterAll(() => server.close())

const bearer = () => ({ authorization: `Bearer ${memberToken}` })

/** The answer's headers; a stream is cancelled as soon as its headers are in. */
async function headersOf(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, init)
  await response.body?.cancel()
  return { status: response.status, headers: response.headers }
}

test('every answer carries the security headers; API answers are never stored', async () => {
  const answers = {
    page: await headersOf('/login'),
    asset: await headersOf('/assets/none-0ld0ld.js'),
    missingPage: await headersOf('/login', { method: 'DELETE' }),
    rest: await headersOf('/api/users/wallet', { headers: bearer() }),
    restRefusal: await headersOf('/api/users/wallet'),
    trpc: await headersOf('/trpc/health.check'),
    trpcRefusal: await headersOf('/trpc/users.wallet'),
    eventStream: await headersOf('/api/events', { headers: bearer() }),
    subscription: await headersOf('/trpc/events.stream', { headers: bearer() }),
  }
  for (const [name, { headers }] of Object.entries(answers)) {
    const policy = headers.get('content-security-policy') ?? ''
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? ''
    // A built page also names its own inline bootstrap by hash (compression.test.ts checks which).
    expect({ name, scripts, policy }).toMatchObject({
      name,
      scripts: expect.stringMatching(name === 'page' ? /^'self'( 'sha256-[\w+/=]+')*$/ : /^'self'$/),
    })
    expect(policy).toContain("frame-ancestors 'none'")
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('no-referrer')
    expect(headers.get('strict-transport-security')).toBeNull()
  }
  for (const name of ['rest', 'restRefusal', 'trpc', 'trpcRefusal', 'eventStream', 'subscription'] as const)
    expect({ name, cacheControl: answers[name].headers.get('cache-control') }).toEqual({
      name,
      cacheControl: 'no-store',
    })
  expect(answers.eventStream.headers.get('content-type')).toContain('text/event-stream')
})

test('behind an HTTPS proxy every answer asks the browser to stay on HTTPS', async () => {
  for (const path of ['/login', '/api/health', '/trpc/health.check']) {
    const { headers } = await headersOf(path, { headers: { 'x-forwarded-proto': 'https' } })
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  }
})

test('a body that is not JSON is refused with 415 on both APIs, and nothing is created', async () => {
  const topup = JSON.stringify({ amount: 10_000 })
  const asText = await fetch(`${server.url}/api/transactions/topup`, {
    method: 'POST',
    headers: { ...bearer(), 'content-type': 'text/plain' },
    body: topup,
  })
  expect(asText.status).toBe(415)
  expect(await asText.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' })
  const asForm = await fetch(`${server.url}/api/transactions/topup`, {
    method: 'POST',
    headers: bearer(),
    body: new URLSearchParams({ amount: '10000' }),
  })
  expect(asForm.status).toBe(415)

  for (const body of [topup, new URLSearchParams({ amount: '10000' }), multipart()]) {
    const viaTrpc = await fetch(`${server.url}/trpc/cashier.topup`, {
      method: 'POST',
      headers: bearer(),
      body,
    })
    expect(viaTrpc.status).toBe(415)
    expect(await viaTrpc.json()).toMatchObject({
      error: { data: { httpStatus: 415, domainCode: 'UNSUPPORTED_MEDIA_TYPE' } },
    })
  }

  const mine = await call<{ items: unknown[] }>('GET', '/transactions/my-transactions', {
    token: memberToken,
  })
  expect(mine.status).toBe(200)
  expect(mine.body.data?.items).toEqual([])
})

function multipart() {
  const form = new FormData()
  form.set('amount', '10000')
  return form
}

test('a tRPC body over 64 KB is refused with 413, with or without a declared length', async () => {
  const big = JSON.stringify({ amount: 10_000, note: 'x'.repeat(70 * 1024) })
  const declared = await fetch(`${server.url}/trpc/cashier.topup`, {
    method: 'POST',
    headers: { ...bearer(), 'content-type': 'application/json' },
    body: big,
  })
  expect(declared.status).toBe(413)
  expect(await declared.json()).toMatchObject({
    error: { data: { httpStatus: 413, domainCode: 'PAYLOAD_TOO_LARGE' } },
  })
  const chunks = new Blob([big]).stream()
  const streamed = await fetch(`${server.url}/trpc/cashier.topup`, {
    method: 'POST',
    headers: { ...bearer(), 'content-type': 'application/json' },
    body: chunks,
  })
  expect(streamed.status).toBe(413)
  const rest = await fetch(`${server.url}/api/transactions/topup`, {
    method: 'POST',
    headers: { ...bearer(), 'content-type': 'application/json' },
    body: big,
  })
  expect(rest.status).toBe(413)
  expect(await rest.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
})

test('a browser preflight is answered without a 5xx and without a CORS grant', async () => {
  for (const path of [
    '/trpc/auth.login',
    '/trpc/cashier.topup',
    '/api/auth/login',
    '/api/events',
    '/login',
  ]) {
    const response = await fetch(`${server.url}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://elsewhere.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
      },
    })
    expect({ path, status: response.status }).toEqual({ path, status: 405 })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('access-control-allow-methods')).toBeNull()
  }
})
