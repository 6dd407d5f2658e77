import { afterAll, beforeAll, expect, test } from 'bun:test'
import { DEMO_PASSWORD, restClient, startTestServer, type TestServer } from '../support/test-server'

const lines: string[] = []
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ log: (line) => lines.push(line) })
}, 60_000)
afterAll(() => server.close())

test('request logs are JSON lines naming instance, request id, method, path and status, never a token or a password', async () => {
  const call = restClient(server.url)
  const login = await call<{ accessToken: string; refreshToken: string }>('POST', '/auth/login', {
    body: { loginId: 'member1', password: DEMO_PASSWORD },
  })
  const { accessToken = '', refreshToken = '' } = login.body.data ?? {}
  await call('GET', '/auth/me', { token: accessToken })
  await call('POST', '/auth/refresh', { body: { refreshToken } })
  await fetch(`${server.url}/api/auth/me?token=${accessToken}`)
  await fetch(`${server.url}/trpc/auth.me`, { headers: { authorization: `Bearer ${accessToken}` } })

  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
  expect(entries).toContainEqual({
    time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    level: 'info',
    instance: 'server',
    requestId: expect.stringMatching(/^[\w-]{36}$/),
    method: 'POST',
    path: '/api/auth/login',
    status: 200,
    ms: expect.any(Number),
  })
  expect(entries).toContainEqual(
    expect.objectContaining({ method: 'GET', path: '/trpc/auth.me', status: 200 }),
  )
  const secrets = [
    DEMO_PASSWORD,
    accessToken,
    refreshToken,
    ...accessToken.split('.'),
    ...refreshToken.split('.'),
  ]
  for (const line of lines) for (const secret of secrets) expect(line).not.toContain(secret)
})

test("a caller's plain request id is kept and answered; another is replaced by the server's own", async () => {
  const kept = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'lb-7f3a.1' } })
  expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.1')
  const replaced = await fetch(`${server.url}/api/health`, {
    headers: { 'x-request-id': 'not valid; at all' },
  })
  expect(replaced.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/)
  const logged = lines.map((line) => JSON.parse(line) as { requestId: string })
  expect(logged.map((entry) => entry.requestId)).toContain('lb-7f3a.1')
})
