import type { Database } from '@pb/db'
import { createTestDb } from '@pb/db/testing'
import { describeAuthorizationMatrix } from '../support/authorization-matrix'
import { type ServerProcess, startServerProcess } from '../support/server-process'
import { ADMIN_PASSWORD } from '../support/test-server'

/** The same matrix against two server processes on one Postgres database, each call to the other one. */
let database: (Database & { url?: string }) | undefined
const servers: ServerProcess[] = []

describeAuthorizationMatrix({
  label: ' on two servers',
  enabled: Boolean(process.env.TEST_DATABASE_URL),
  async start() {
    database = await createTestDb()
    // One after the other: the first seeds the demo tree the second then finds.
    const env = { DATABASE_URL: database.url ?? '', ADMIN_PASSWORD, GAME_TEST_CLOCK: '1' }
    servers.push(await startServerProcess(env))
    servers.push(await startServerProcess(env))
    return servers.map((server) => server.url)
  },
  async stop() {
    for (const server of servers) await server.stop()
    await database?.close()
  },
})
