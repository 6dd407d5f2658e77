import { expect, test } from 'bun:test'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/*
 * Comments justify rules by citing a section of the docs (`docs/money.md`, then the section sign and
 * a number such as 7 or 5.4). A citation is only worth something if the section exists, so every
 * section sign in the repository's text must be such a citation to an existing heading, or an
 * external standard's (`RFC 9110`, then its section). Inside docs/*.md a bare section number cites
 * the same file.
 */

const root = join(import.meta.dir, '../..')
const SECTION = '\u00a7'
const scanned = ['apps', 'packages', 'tests', 'docs', 'README.md']
const skippedDirs = new Set(['node_modules', 'dist', '.git'])
const textFile = /\.(ts|tsx|sql|md|css|html)$/

/** A heading's id is its first word without a trailing dot: `## 6. Settlement` → 6, `### 5.3 Caps` → 5.3. */
const sectionId = /^\d+[a-z]?(\.\d+)*$/
const citedId = new RegExp(`^${SECTION}(\\d+[a-z]?(?:\\.\\d+)*)`)
const docBefore = /docs\/([\w-]+)\.md $/
const rfcBefore = /RFC \d+ $/

function filesUnder(path: string): string[] {
  const full = join(root, path)
  if (!existsSync(full)) return []
  if (!statSync(full).isDirectory()) return textFile.test(path) ? [path] : []
  return readdirSync(full)
    .filter((name) => !skippedDirs.has(name))
    .flatMap((name) => filesUnder(join(path, name)))
}

const headingsOf = new Map<string, Set<string> | null>()
/** The section ids of docs/<name>.md, or null when there is no such file. */
function sections(name: string): Set<string> | null {
  if (!headingsOf.has(name)) {
    const path = join(root, 'docs', `${name}.md`)
    const ids = existsSync(path)
      ? new Set(
          readFileSync(path, 'utf8')
            .split('\n')
            .flatMap((line) => /^#{1,6}\s+(\S+)/.exec(line)?.[1]?.replace(/\.$/, '') ?? [])
            .filter((id) => sectionId.test(id)),
        )
      : null
    headingsOf.set(name, ids)
  }
  return headingsOf.get(name) ?? null
}

/** Why the section sign at `column` of `line` is not a valid citation, or null when it is. */
function problemAt(file: string, line: string, column: number): string | null {
  const before = line.slice(0, column)
  if (rfcBefore.test(before)) return null
  const id = citedId.exec(line.slice(column))?.[1]
  if (!id) return 'no section number'
  const ownDoc = /^docs\/([\w-]+)\.md$/.exec(file)?.[1]
  const doc = docBefore.exec(before)?.[1] ?? ownDoc
  if (!doc) return 'not written as docs/<file>.md followed by the section'
  const ids = sections(doc)
  if (!ids) return `docs/${doc}.md does not exist`
  return ids.has(id) ? null : `docs/${doc}.md has no heading ${id}`
}

test('every section sign cites an existing heading of docs/ (or an RFC)', () => {
  const offences: string[] = []
  for (const file of scanned.flatMap(filesUnder)) {
    const lines = readFileSync(join(root, file), 'utf8').split('\n')
    for (const [n, line] of lines.entries()) {
      for (let column = line.indexOf(SECTION); column >= 0; column = line.indexOf(SECTION, column + 1)) {
        const problem = problemAt(file, line, column)
        if (problem) offences.push(`${file}:${n + 1}: ${problem}: ${line.trim()}`)
      }
    }
  }
  expect(offences).toEqual([])
})
