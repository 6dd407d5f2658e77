import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { createDb, type Database, queryRows } from './client'

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
