import { afterAll, beforeAll, expect, test } from 'bun:test'
import { createTestDataDir, createTestDb } from '@pb/db/testing'
import { databaseEnv, type ServerProcess, serverEntry, startServerProcess } from '../support/server-process'

/*
 * The real server process as `bun run start` runs it with the README's production checklist
 * (NODE_ENV=production, HSTS=1): production error pages, HSTS on plain HTTP too, and alone on its port.
 */
/** The test's Postgres database, else a PGlite directory of the server's own. */
const serverDatabase = () => (process.env.TEST_DATABASE_URL ? createTestDb() : createTestDataDir())
let database: Awaited<ReturnType<typeof serverDatabase>>
let server: ServerProcess

beforeAll(async () => {
  database = await serverDatabase()
  server = await startServerProcess({
    ...databaseEnv(database),
    NODE_ENV: 'production',
    HSTS: '1',
    // Production's own password hash cost, not the light one of the tests.
    PASSWORD_HASH_MEMORY_KIB: '',
  })
}, 60_000)

afterAll(async () => {
  await server.stop()
  await ('close' in database ? database.close() : database.remove())
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
  // On PGlite a directory of its own: two processes never open one.
  const secondDatabase = process.env.TEST_DATABASE_URL ? database : await createTestDataDir()
  const second = Bun.spawn(['bun', serverEntry], {
    env: { ...process.env, ...databaseEnv(secondDatabase), PORT: String(server.port), NODE_ENV: 'test' },
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
  if ('remove' in secondDatabase) secondDatabase.remove()
}, 90_000)

test('a password hash cost below the least production allows stops the server before it opens anything', async () => {
  const light = Bun.spawn(['bun', serverEntry], {
    env: { ...process.env, DATA_DIR: 'memory://', NODE_ENV: 'production', PASSWORD_HASH_MEMORY_KIB: '1024' },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  expect(await light.exited).not.toBe(0)
  expect(await new Response(light.stderr).text()).toContain('PASSWORD_HASH_MEMORY_KIB below 19456 is refused')
  expect(await new Response(light.stdout).text()).not.toContain('serving on')
}, 30_000)
