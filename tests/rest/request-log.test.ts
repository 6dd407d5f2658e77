import { afterAll, beforeAll, expect, test } from 'bun:test'
import { DEMO_PASSWORD, restClient, startTestServer, type TestServer } from '../support/test-server'

const lines: string[] = []
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ log: (line) => lines.push(line) })
}, 60_000)
afterAll(() => server.close())

test('request logs name method, path and status but never a token or a password', async () => {
  const call = restClient(server.url)
  const login = await call<{ accessToken: string; refreshToken: string }>('POST', '/auth/login', {
    body: { loginId: 'member1', password: DEMO_PASSWORD },
  })
  const { accessToken = '', refreshToken = '' } = login.body.data ?? {}
  await call('GET', '/auth/me', { token: accessToken })
  await call('POST', '/auth/refresh', { body: { refreshToken } })
  await fetch(`${server.url}/api/auth/me?token=${accessToken}`)
  await fetch(`${server.url}/trpc/auth.me`, { headers: { authorization: `Bearer ${accessToken}` } })

  expect(lines.some((line) => line.startsWith('POST /api/auth/login 200'))).toBe(true)
  expect(lines.some((line) => line.startsWith('GET /trpc/auth.me 200'))).toBe(true)
  const secrets = [
    DEMO_PASSWORD,
    accessToken,
    refreshToken,
    ...accessToken.split('.'),
    ...refreshToken.split('.'),
  ]
  for (const line of lines) for (const secret of secrets) expect(line).not.toContain(secret)
})
