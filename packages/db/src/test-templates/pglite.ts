import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { createDb } from '../client'
import { migrationsKey, pgliteVersion } from './keys'

/**
 * PGlite data directories dumped once and kept on disk for every later test process and run, each
 * under the key of what made it (docs/testing.md §2).
 */
const folder = join(tmpdir(), 'pb-test-templates')

/** The cluster PGlite's initdb makes, holding nothing of ours: where the migration tests start. */
export const emptyCluster = () =>
  cached(`empty-${pgliteVersion}`, async () => {
    const client = new PGlite()
    await client.waitReady
    const dump = await client.dumpDataDir('none')
    await client.close()
    return dump
  })

/** The empty cluster with every migration applied: where every other test database starts. */
export const migratedCluster = () =>
  cached(`migrated-${migrationsKey}`, async () => {
    const database = await createDb({ loadDataDir: await emptyCluster() })
    const dump = await database.pglite?.dumpDataDir('none')
    await database.close()
    if (!dump) throw new Error('PGlite gave no dump of its data directory')
    return dump
  })

const loaded = new Map<string, Promise<Blob>>()

/**
 * The dump named `name`: read from disk, or built by the first process that needs it while it holds
 * a lock file (the others wait for the file), once per process.
 */
function cached(name: string, build: () => Promise<Blob>): Promise<Blob> {
  let dump = loaded.get(name)
  if (!dump) {
    dump = readOrBuild(join(folder, `${name}.tar`), build)
    loaded.set(name, dump)
  }
  return dump
}

async function readOrBuild(file: string, build: () => Promise<Blob>): Promise<Blob> {
  await mkdir(folder, { recursive: true })
  const lock = `${file}.lock`
  while (!existsSync(file)) {
    if (!takeLock(lock)) {
      await Bun.sleep(100)
      continue
    }
    try {
      const dump = await build()
      writeFileSync(`${file}.tmp`, new Uint8Array(await dump.arrayBuffer()))
      renameSync(`${file}.tmp`, file)
      return dump
    } finally {
      rmSync(lock, { force: true })
    }
  }
  return new Blob([readFileSync(file)])
}

/** Past this age a lock file is taken as left by a process that died while building. */
const staleLockMs = 120_000

function takeLock(path: string): boolean {
  try {
    closeSync(openSync(path, 'wx'))
    return true
  } catch {
    const takenAt = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()
    if (Date.now() - takenAt > staleLockMs) rmSync(path, { force: true })
    return false
  }
}
