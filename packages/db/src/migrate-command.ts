import { createDb, type DbOptions } from './client'
import { SchemaNotMigratedError } from './pending-migrations'

/*
 * `bun run migrate`: applies the committed migrations to DATABASE_URL (or the embedded database in
 * DATA_DIR, while no server runs on it) and exits, before new instances roll out (docs/operations.md §6).
 */

const target: DbOptions = {
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || './data',
  // The migrator's connection, besides the one holding the migration lock.
  maxConnections: 2,
  applicationName: 'pb-migrate',
}

/** The migrations not yet applied, read before applying them so the log says what this run did. */
async function pendingBefore(): Promise<string[]> {
  try {
    const database = await createDb({ ...target, migrate: false })
    await database.close()
    return []
  } catch (error) {
    if (error instanceof SchemaNotMigratedError) return error.pending
    throw error
  }
}

try {
  const pending = await pendingBefore()
  if (pending.length > 0) {
    const database = await createDb(target)
    await database.close()
  }
  console.log(
    pending.length === 0
      ? '데이터베이스가 이미 최신입니다 / the database schema is already up to date'
      : `마이그레이션 적용 / migrations applied: ${pending.join(', ')}`,
  )
} catch (error) {
  // Drizzle wraps the driver's error in one that names the query; the driver's says what went wrong.
  const reason = ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message
  console.error(`마이그레이션 실패 / migration failed: ${reason}`)
  process.exitCode = 1
}
