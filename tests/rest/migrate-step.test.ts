import { afterAll, expect, test } from 'bun:test'
import type { Database } from '@pb/db'
import { createTestDb } from '@pb/db/testing'
import { serverEntry, startServerProcess } from '../support/server-process'

/*
 * Migrations as a step of their own (docs/operations.md §6), on Postgres: a server refuses a database
 * `bun run migrate` has not brought up to date, and says what to run; the command migrates and exits;
 * then servers start on it. With MIGRATE_ON_START=1 a lone instance migrates at start as before.
 */

const serverUrl = process.env.TEST_DATABASE_URL
const root = new URL('../..', import.meta.url).pathname
const created: string[] = []
/** A test database of the usual kind, whose connection creates and drops the empty ones. */
let host: Database | undefined

afterAll(async () => {
  for (const name of created) await host?.sql?.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await host?.close()
})

/** A new database holding nothing: no table, no migration. */
async function emptyDatabase(): Promise<string> {
  host ??= await createTestDb()
  const name = `pb_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  await host.sql?.unsafe(`CREATE DATABASE ${name}`)
  created.push(name)
  const url = new URL(serverUrl ?? '')
  url.pathname = `/${name}`
  return url.toString()
}

async function run(command: string[], env: Record<string, string>) {
  const child = Bun.spawn(command, {
    cwd: root,
    env: { ...process.env, PORT: '0', NODE_ENV: 'test', ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const [exitCode, stdout, stderr] = await Promise.all([
    child.exited,
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
  ])
  return { exitCode, stdout, stderr }
}

test.if(Boolean(serverUrl))(
  'a server refuses an unmigrated database; `bun run migrate` migrates it once; then servers start',
  async () => {
    const DATABASE_URL = await emptyDatabase()
    const refused = await run(['bun', serverEntry], { DATABASE_URL })
    expect(refused.exitCode).toBe(1)
    expect(refused.stderr).toContain(
      '데이터베이스가 최신이 아닙니다 / the database schema is not migrated: run `bun run migrate` (pending: 0000_init,',
    )
    expect(refused.stdout).not.toContain('serving on')

    const migrated = await run(['bun', 'run', 'migrate'], { DATABASE_URL })
    expect(migrated.exitCode).toBe(0)
    expect(migrated.stdout).toContain('마이그레이션 적용 / migrations applied: 0000_init,')
    const again = await run(['bun', 'run', 'migrate'], { DATABASE_URL })
    expect([again.exitCode, again.stdout.trim()]).toEqual([
      0,
      '데이터베이스가 이미 최신입니다 / the database schema is already up to date',
    ])

    const server = await startServerProcess({ DATABASE_URL })
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200)
    await server.stop()
  },
  60_000,
)

test.if(Boolean(serverUrl))(
  'with MIGRATE_ON_START=1 a server migrates at start',
  async () => {
    const server = await startServerProcess({ DATABASE_URL: await emptyDatabase(), MIGRATE_ON_START: '1' })
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200)
    await server.stop()
  },
  60_000,
)
