import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { type SQL, sql } from 'drizzle-orm'
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { refuseUnlessMigrated } from './pending-migrations'
import * as schema from './schema'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema>
/** Anything a query can run on: the database or a transaction handed to you. */
export type Executor = Db | Tx

export interface Database {
  db: Db
  driver: 'pglite' | 'postgres'
  /** The postgres.js client, for LISTEN/NOTIFY and advisory locks; absent on PGlite. */
  sql?: postgres.Sql
  /** The PGlite instance; absent on Postgres. */
  pglite?: PGlite
  close(): Promise<void>
}

export interface DbOptions {
  /** postgres:// URL; when absent an embedded PGlite database is opened in `dataDir`. */
  databaseUrl?: string
  /** PGlite data directory; `memory://` keeps everything in memory. */
  dataDir?: string
  /** Connections in the postgres.js pool. */
  maxConnections?: number
  /** Shown in `pg_stat_activity`, so an operator sees which instance holds which connection. */
  applicationName?: string
  /** A PGlite data directory dumped by `dumpDataDir`, opened in memory instead of `dataDir`. */
  loadDataDir?: Blob
  /** postgresql.conf lines for PGlite. */
  pgliteSettings?: string[]
  /**
   * Apply the committed migrations (the default); false only checks that none is pending and
   * otherwise closes the database and throws SchemaNotMigratedError (docs/operations.md §6).
   */
  migrate?: boolean
}

/**
 * Settings of every Postgres connection (docs/operations.md §2): the server probes a silent client
 * after 5 s and drops it after 3 more (so a dead leader's lock frees in about 8 s), and nothing waits
 * for ever: a statement is cut after a minute, a lock wait after 15 s, an idle transaction after a minute.
 */
const connectionLimits = {
  tcp_keepalives_idle: 5,
  tcp_keepalives_interval: 1,
  tcp_keepalives_count: 3,
  statement_timeout: 60_000,
  lock_timeout: 15_000,
  idle_in_transaction_session_timeout: 60_000,
}

export const migrationsFolder = new URL('../drizzle', import.meta.url).pathname
/** Advisory lock keys; any fixed numbers unique within this database. */
const MIGRATION_LOCK = 72_600
export const SEED_LOCK = 72_601

/**
 * Opens the database (Postgres when a URL is given, else PGlite) and applies the committed migrations,
 * or with `migrate: false` checks that they are applied.
 */
export async function createDb(options: DbOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.maxConnections ?? 20,
      onnotice: () => {},
      // A peer that vanished without closing its connection is noticed in seconds, not hours.
      keep_alive: 5,
      connection: { application_name: options.applicationName ?? 'pb', ...connectionLimits },
    })
    const db = drizzlePostgres(client, { schema }) as unknown as Db
    const database: Database = {
      db,
      driver: 'postgres',
      sql: client,
      close: () => client.end({ timeout: 5 }),
    }
    if (options.migrate === false) await refuseUnlessMigrated(database, migrationsFolder)
    else await migrateExclusively(client)
    return database
  }
  const dataDir = options.loadDataDir ? 'memory://' : (options.dataDir ?? './data')
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true })
  const client = new PGlite(dataDir, {
    loadDataDir: options.loadDataDir,
    postgresqlconf: options.pgliteSettings,
  })
  const db = drizzlePglite(client, { schema }) as unknown as Db
  const database: Database = { db, driver: 'pglite', pglite: client, close: () => client.close() }
  if (options.migrate === false) await refuseUnlessMigrated(database, migrationsFolder)
  else await migratePglite(drizzlePglite(client), { migrationsFolder })
  return database
}

/** Server instances starting together take turns, so each migration runs once. */
async function migrateExclusively(client: postgres.Sql): Promise<void> {
  const lockHolder = await client.reserve()
  try {
    // Another instance may take long over a migration: wait for it, whatever the lock timeout.
    await lockHolder`set lock_timeout = 0`
    await lockHolder`select pg_advisory_lock(${MIGRATION_LOCK})`
    await migratePostgres(drizzlePostgres(client), { migrationsFolder })
  } finally {
    await lockHolder`select pg_advisory_unlock(${MIGRATION_LOCK})`
    await lockHolder`reset lock_timeout`
    lockHolder.release()
  }
}

/** Whether the database answers at all (readiness): `select 1`, false on any failure. */
export function databaseAnswers(db: Db): Promise<boolean> {
  return db.execute(sql`select 1`).then(
    () => true,
    () => false,
  )
}

/**
 * The connections named `applicationName` (one instance's pool, its leader lock and its LISTEN) by
 * state, as Postgres lists them: what the pool uses, which postgres.js does not tell.
 */
export function connectionsByState(db: Db, applicationName: string) {
  return queryRows<{ state: string; count: number }>(
    db,
    sql`select coalesce(state, 'starting') as state, count(*)::int as count from pg_stat_activity
        where application_name = ${applicationName} and datname = current_database() group by 1`,
  )
}

/** Raw SQL rows on either driver (postgres.js answers an array, PGlite `{ rows }`). */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  return rowsOf<T>(await executor.execute(query))
}

function rowsOf<T>(result: unknown): T[] {
  const answer = result as T[] | { rows: T[] }
  return Array.isArray(answer) ? answer : answer.rows
}

/**
 * `queryRows` as a prepared statement, for the statements of every bet: Postgres parses and plans
 * the text once per connection instead of on every call (postgres.js keeps it by its text). Only for
 * a text that stays the same from call to call (lists travel as one array or JSON parameter).
 */
export async function preparedRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const { dialect, session } = executor as unknown as { dialect: PgDialect; session: PgSession }
  // Any name makes drizzle prepare it; postgres.js names the statement itself.
  const prepared = session.prepareQuery(dialect.sqlToQuery(query), undefined, 'prepared', false)
  return rowsOf<T>(await prepared.execute())
}
