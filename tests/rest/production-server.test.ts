import { afterAll, beforeAll, expect, test } from 'bun:test'
import type { Database } from '@pb/db'
import { createTestDb } from '@pb/db/testing'
import { databaseEnv, type ServerProcess, serverEntry, startServerProcess } from '../support/server-process'

/*
 * The real server process as `bun run start` runs it with the README's production checklist
 * (NODE_ENV=production, HSTS=1): production error pages, HSTS on plain HTTP too, and alone on its port.
 */
let database: (Database & { url?: string }) | undefined
let server: ServerProcess

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) database = await createTestDb()
  server = await startServerProcess({ ...databaseEnv(database?.url), NODE_ENV: 'production', HSTS: '1' })
}, 60_000)

afterAll(async () => {
  await server.stop()
  await database?.close()
}, 90_000)

test('a malformed address answers a bare 400 page: no stack, source line or checkout path', async () => {
  for (const path of ['/%E0%A4%A', '/game/%E0%A4%A', '/%']) {
    const response = await fetch(`${server.url}${path}`)
    const page = await response.text()
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toContain('text/html')
    for (const leak of [process.cwd(), 'static-site', 'URIError', 'stack', '.ts', 'node_modules'])
      expect(page).not.toContain(leak)
  }
})

test('HSTS=1 asks browsers to stay on HTTPS even when the proxy does not say the request was HTTPS', async () => {
  for (const path of ['/login', '/api/health', '/trpc/health.check']) {
    const response = await fetch(`${server.url}${path}`)
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  }
})

test('a second server on a port already in use stops with a clear message and a failure status', async () => {
  const second = Bun.spawn(['bun', serverEntry], {
    env: { ...process.env, ...databaseEnv(database?.url), PORT: String(server.port), NODE_ENV: 'test' },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const ended = await Promise.race([second.exited, Bun.sleep(60_000).then(() => 'still running' as const)])
  if (ended === 'still running') second.kill('SIGTERM')
  expect(ended).not.toBe('still running')
  expect(ended).not.toBe(0)
  expect(await new Response(second.stderr).text()).toContain(`port ${server.port} is already in use`)
  expect(await new Response(second.stdout).text()).not.toContain('serving on')
  // The first server still answers every request.
  for (let i = 0; i < 5; i++) expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
}, 90_000)
