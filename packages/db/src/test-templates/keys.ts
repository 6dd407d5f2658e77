import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { migrationsFolder } from '../client'

/** The PGlite release that wrote a dump: another one may not read it. */
export const pgliteVersion: string = JSON.parse(
  readFileSync(new URL(import.meta.resolve('@electric-sql/pglite/package.json')).pathname, 'utf8'),
).version

/** Names the migrations a template holds, by their files' bytes, and the PGlite that applied them. */
export const migrationsKey = (() => {
  const hash = createHash('sha256').update(pgliteVersion)
  const files = [
    ...readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql')),
    ...readdirSync(join(migrationsFolder, 'meta')).map((file) => join('meta', file)),
  ].sort()
  for (const file of files) hash.update(file).update(readFileSync(join(migrationsFolder, file)))
  return hash.digest('hex').slice(0, 16)
})()
