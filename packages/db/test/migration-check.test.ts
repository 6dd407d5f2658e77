import { expect, test } from 'bun:test'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { createEmptyPglite } from '@pb/db/testing'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import postgres from 'postgres'
import { createDb, migrationsFolder } from '../src/client'
import { SchemaNotMigratedError } from '../src/pending-migrations'
import { emptyCluster, migratedCluster } from '../src/test-templates/pglite'
import { migrationsUpTo } from './migrations-up-to'

/*
 * `createDb({ migrate: false })`, as a server of a Postgres deployment starts (docs/operations.md §6):
 * it applies nothing, and refuses a database on which drizzle's migrator would still apply a committed
 * migration, naming them; a database a newer release already migrated is served.
 */

const tags = (
  JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[]
  }
).entries.map((entry) => entry.tag)

async function refusal(opening: Promise<unknown>): Promise<string[]> {
  const error = await opening.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(SchemaNotMigratedError)
  return (error as SchemaNotMigratedError).pending
}

test('an empty database is refused with every migration pending', async () => {
  const empty = await emptyCluster()
  expect(await refusal(createDb({ loadDataDir: empty, migrate: false }))).toEqual(tags)
})

test('a database migrated part of the way is refused with the rest pending', async () => {
  const client = await createEmptyPglite()
  const folder = migrationsUpTo(14)
  await migrate(drizzle(client), { migrationsFolder: folder })
  const dump = await client.dumpDataDir('none')
  await client.close()
  rmSync(folder, { recursive: true, force: true })
  expect(await refusal(createDb({ loadDataDir: dump, migrate: false }))).toEqual(tags.slice(15))
}, 30_000)

test('a migrated database is served, and so is one a newer release has migrated further', async () => {
  const migrated = await createDb({ loadDataDir: await migratedCluster(), migrate: false })
  // A release after this one added a migration; instances of this one still run during its rollout.
  await migrated.pglite?.exec(
    `insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', ${Date.now() * 2})`,
  )
  const ahead = await migrated.pglite?.dumpDataDir('none')
  await migrated.close()
  const database = await createDb({ loadDataDir: ahead, migrate: false })
  await database.close()
})

const serverUrl = process.env.TEST_DATABASE_URL

test.if(Boolean(serverUrl))('on Postgres, an empty database is refused and left as it was', async () => {
  const name = `pb_test_unmigrated_${Date.now().toString(36)}`
  const admin = postgres(serverUrl ?? '', { max: 1, onnotice: () => {} })
  await admin.unsafe(`CREATE DATABASE ${name}`)
  try {
    const url = new URL(serverUrl ?? '')
    url.pathname = `/${name}`
    expect(await refusal(createDb({ databaseUrl: url.toString(), migrate: false }))).toEqual(tags)
    const target = postgres(url.toString(), { max: 1, onnotice: () => {} })
    const [schema] = await target`select to_regnamespace('drizzle') as drizzle`
    await target.end()
    expect(schema?.drizzle).toBeNull()
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
})
