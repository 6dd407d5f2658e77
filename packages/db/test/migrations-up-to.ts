import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const migrationsFolder = new URL('../drizzle', import.meta.url).pathname

/** A copy of the migrations folder as it stood with the entries up to `last` only. */
export function migrationsUpTo(last: number): string {
  const copy = mkdtempSync(join(tmpdir(), 'pb-migrations-'))
  cpSync(migrationsFolder, copy, { recursive: true })
  const journalPath = join(copy, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] }
  journal.entries = journal.entries.filter((entry) => entry.idx <= last)
  writeFileSync(journalPath, JSON.stringify(journal))
  return copy
}
