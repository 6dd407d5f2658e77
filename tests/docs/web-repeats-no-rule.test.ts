import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { refusalsEn } from '@pb/contract/refusals/en'
import { refusalsKo } from '@pb/contract/refusals/ko'

/*
 * The web app repeats no limit and no refusal text of the server's (docs/api-conventions.md §12): a
 * bound of an input comes from the contract's limits, and a refusal's words from its catalog.
 */

const root = join(import.meta.dir, '../..')
const webFiles = (pattern: string) =>
  [...new Bun.Glob(pattern).scanSync({ cwd: join(root, 'apps/web/src') })].filter(
    (file) => !file.endsWith('.test.ts') && !file.endsWith('.gen.ts'),
  )

test('no input of the web app bounds itself by a number of its own', () => {
  const bounded = webFiles('**/*.tsx').flatMap((file) =>
    [
      ...readFileSync(join(root, 'apps/web/src', file), 'utf8').matchAll(
        /\b(maxLength|minLength|min|max)=\{(\d+)\}/g,
      ),
    ]
      // 0 and 1 are where counting starts, not a limit anyone set.
      .filter(([, , value]) => Number(value) > 1)
      .map(([match]) => `${file}: ${match}`),
  )
  expect(bounded).toEqual([])
})

/** Every string of a catalog, by its dotted key. */
function strings(catalog: unknown, path: string[] = []): [string, string][] {
  if (typeof catalog === 'string') return [[path.join('.'), catalog]]
  if (!catalog || typeof catalog !== 'object') return []
  return Object.entries(catalog).flatMap(([key, value]) => strings(value, [...path, key]))
}

// The one line the app must have without the network: the catalog cannot be fetched when it is down.
const offline = new Set([refusalsKo.codes.NETWORK_ERROR, refusalsEn.codes.NETWORK_ERROR])

test("no catalog of the web app words a refusal the contract's catalog words", async () => {
  // The selections' names are the game's words, which a result shows too; not a refusal's.
  const refusals = new Set(
    [...strings(refusalsKo), ...strings(refusalsEn)].flatMap(([key, text]) =>
      key.startsWith('selections.') ? [] : [text],
    ),
  )
  const catalogs = webFiles('**/i18n/{ko,en}.ts')
  expect(catalogs.length).toBeGreaterThan(10)
  const repeated: string[] = []
  for (const file of catalogs) {
    const module: Record<string, unknown> = await import(join(root, 'apps/web/src', file))
    for (const [key, text] of Object.values(module).flatMap((catalog) => strings(catalog)))
      if (refusals.has(text) && !offline.has(text)) repeated.push(`${file}: ${key} ${text}`)
  }
  expect(repeated).toEqual([])
})
