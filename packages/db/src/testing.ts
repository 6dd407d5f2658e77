import postgres from 'postgres'
import { createDb, type Database } from './client'

/**
 * A fresh, migrated database for one test file: a new database on the Postgres server named by
 * TEST_DATABASE_URL (dropped again by `close`; `url` lets other processes open it), else an in-memory PGlite.
 */
export async function createTestDb(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return createDb({ dataDir: 'memory://' })

  const name = `pb_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await createDb({ databaseUrl: url.toString() })
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close()
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}

export const testDriver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'
