import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type SQL, sql } from 'drizzle-orm'

/** What the check needs of a database (the client's `Database` is one): a query, and closing it. */
interface OpenDatabase {
  db: { execute(query: SQL): PromiseLike<unknown> }
  close(): Promise<void>
}

/** Refusal to serve on a database that `bun run migrate` has not brought up to the committed migrations. */
export class SchemaNotMigratedError extends Error {
  constructor(readonly pending: string[]) {
    super(`the database schema is not migrated: ${pending.length} pending (${pending.join(', ')})`)
    this.name = 'SchemaNotMigratedError'
  }
}

interface JournalEntry {
  tag: string
  when: number
}

/**
 * The committed migrations that drizzle's migrator would apply to this database, by its own rule:
 * those of the journal created after the newest row of `drizzle.__drizzle_migrations` (every one when
 * there is no such table). A database ahead of the code (a newer release migrated it) has none.
 */
async function pendingMigrations(db: OpenDatabase['db'], migrationsFolder: string): Promise<string[]> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[]
  }
  const [table] = rowsOf<{ kept: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as kept`),
  )
  let newest = Number.NEGATIVE_INFINITY
  if (table?.kept) {
    // The very query the migrator asks before it applies anything.
    const rows = rowsOf<{ created_at: string | number | null }>(
      await db.execute(
        sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      ),
    )
    if (rows[0]) newest = Number(rows[0].created_at)
  }
  return journal.entries.filter((entry) => entry.when > newest).map((entry) => entry.tag)
}

/** Closes the database and throws SchemaNotMigratedError when any committed migration is pending. */
export async function refuseUnlessMigrated(database: OpenDatabase, migrationsFolder: string): Promise<void> {
  const pending = await pendingMigrations(database.db, migrationsFolder)
  if (pending.length === 0) return
  await database.close()
  throw new SchemaNotMigratedError(pending)
}

/** postgres.js answers an array of rows, PGlite `{ rows }`. */
function rowsOf<T>(answer: unknown): T[] {
  return Array.isArray(answer) ? (answer as T[]) : (answer as { rows: T[] }).rows
}
