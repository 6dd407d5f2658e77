import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { createDb, type Database, queryRows } from './client'
import { emptyCluster, migratedCluster } from './test-templates/pglite'
import { postgresTemplate } from './test-templates/postgres'

/**
 * A fresh, migrated database for one test file: a new database on the Postgres server named by
 * TEST_DATABASE_URL (dropped again by `close`; `url` lets other processes open it), else an in-memory PGlite.
 * Both are copies of a template migrated once per set of migrations (docs/testing.md §2), not
 * migrated again from empty.
 */
export async function createTestDb(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl)
    return createDb({ loadDataDir: await migratedCluster(), pgliteSettings: testPgliteSettings })

  const name = `pb_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  const template = await postgresTemplate(admin, serverUrl)
  await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template}`)
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

/** A test database holds a few megabytes: a small buffer pool starts faster and takes less memory. */
const testPgliteSettings = ['shared_buffers=16MB']

/** A PGlite holding an empty database, nothing migrated: for the tests of migrations themselves. */
export async function createEmptyPglite(): Promise<PGlite> {
  return PGlite.create({ loadDataDir: await emptyCluster(), postgresqlconf: testPgliteSettings })
}

/**
 * A new directory holding a migrated PGlite database, for a server process of the test's own
 * (`DATA_DIR`); `remove` deletes it once that process has ended.
 */
export async function createTestDataDir(): Promise<{ path: string; remove(): void }> {
  const path = mkdtempSync(join(tmpdir(), 'pb-test-data-'))
  const client = new PGlite(path, { loadDataDir: await migratedCluster() })
  await client.close()
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) }
}

export const testDriver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'

/**
 * Every wallet that disagrees with its records: money or points not equal to the sum of its ledger,
 * or a held amount not equal to its pending withdrawals. Empty when all agree.
 */
export async function ledgerMismatches(database: Database) {
  return queryRows<{ user_id: number }>(
    database.db,
    sql`select w.user_id from wallets w
        where w.money <> coalesce((select sum(amount) from money_ledger m where m.user_id = w.user_id), 0)
           or w.points <> coalesce((select sum(amount) from point_ledger p where p.user_id = w.user_id), 0)
           or w.held <> coalesce((select sum(amount) from cash_transactions t
                                  where t.user_id = w.user_id and t.type = 'WITHDRAWAL' and t.status = 'PENDING'), 0)`,
  )
}
