import type postgres from 'postgres'
import { createDb } from '../client'
import { migrationsKey } from './keys'

/** An advisory lock key of the server's maintenance database; any fixed number unique to the tests. */
const TEMPLATE_LOCK = 72_700

/**
 * The name of a migrated database on the server that test databases are copied from. Built once per
 * set of migrations under an advisory lock (parallel test processes wait for the first); the
 * templates of other migrations are dropped when a new one is built (docs/testing.md §2).
 */
export async function postgresTemplate(admin: postgres.Sql, serverUrl: string): Promise<string> {
  const name = `pb_template_${migrationsKey}`
  const lockHolder = await admin.reserve()
  try {
    await lockHolder`select pg_advisory_lock(${TEMPLATE_LOCK})`
    const [exists] = await lockHolder`select 1 from pg_database where datname = ${name}`
    if (exists) return name
    const building = `${name}_building`
    await lockHolder.unsafe(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`)
    await lockHolder.unsafe(`CREATE DATABASE ${building}`)
    const url = new URL(serverUrl)
    url.pathname = `/${building}`
    // Migrating takes a connection of its own besides the one holding the migration lock.
    const database = await createDb({ databaseUrl: url.toString(), maxConnections: 2 })
    await database.close()
    await lockHolder.unsafe(`ALTER DATABASE ${building} RENAME TO ${name}`)
    const stale = await lockHolder<{ datname: string }[]>`
      select datname from pg_database where datname like 'pb\\_template\\_%' and datname <> ${name}`
    for (const { datname } of stale)
      await lockHolder.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
    return name
  } finally {
    await lockHolder`select pg_advisory_unlock(${TEMPLATE_LOCK})`
    lockHolder.release()
  }
}
