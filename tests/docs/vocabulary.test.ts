import { expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/*
 * One word for one thing inside the code: docs/glossary.md's "Retired words" names each word the code
 * no longer uses for its thing, and the few names that keep it (docs/testing.md §9). Identifiers are
 * checked; text, comments and SQL are not, since they speak to people and to the database.
 */

const root = join(import.meta.dir, '../..')
const sources = [...new Bun.Glob('{apps,packages}/*/src/**/*.{ts,tsx}').scanSync({ cwd: root })].filter(
  (file) => !file.includes('node_modules') && !file.endsWith('.gen.ts'),
)

interface RetiredWord {
  word: string
  kept: Set<string>
  /** Where the word is retired: files whose path holds one of these, or every file when empty. */
  within: string[]
}

/**
 * The glossary's table under "Retired words": the word in the first column, the names that keep it
 * in the third, and in the fourth the folders it is retired in (every file when none is named).
 */
function retiredWords(): RetiredWord[] {
  const glossary = readFileSync(join(root, 'docs/glossary.md'), 'utf8')
  const section = glossary.split(/^## Retired words$/m)[1]?.split(/^## /m)[0] ?? ''
  return section
    .split('\n')
    .filter((line) => /^\|\s*\*\*\w+\*\*\s*\|/.test(line))
    .map((line) => {
      const [, retired = '', , kept = '', within = ''] = line.split('|').map((cell) => cell.trim())
      const named = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map(([, name]) => name as string)
      return { word: retired.replaceAll('*', ''), kept: new Set(named(kept)), within: named(within) }
    })
}

/** The code's identifiers, with comments, strings, template texts and `data-` attributes left out. */
function identifiersOf(code: string): string[] {
  const withoutText = code.replace(
    /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`|\bdata-[\w-]+/g,
    ' ',
  )
  return withoutText.match(/[A-Za-z_$][\w$]*/g) ?? []
}

/** An identifier's words, lower-cased: `cashTransactions` → cash, transactions; `TOPUP_ROW` → topup, row. */
function wordsOf(identifier: string): string[] {
  return identifier
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_$]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase())
}

/** A word and its forms: `settle` covers settled, settles and settlement. */
const speaksOf = (words: string[], retired: string) => words.some((word) => word.startsWith(retired))

/** Every `file: identifier` using a retired word outside the names that keep it. */
function retiredUses(files: { file: string; code: string }[], retired: RetiredWord[]): string[] {
  const uses = new Set<string>()
  for (const { file, code } of files) {
    const here = retired.filter(
      ({ within }) => within.length === 0 || within.some((path) => file.includes(path)),
    )
    for (const identifier of identifiersOf(code))
      for (const { word, kept } of here)
        if (!kept.has(identifier) && speaksOf(wordsOf(identifier), word)) uses.add(`${file}: ${identifier}`)
  }
  return [...uses]
}

test('the glossary retires words, each with what to say instead', () => {
  expect(retiredWords().map(({ word }) => word)).toEqual(['purchase', 'deposit', 'transaction', 'settle'])
})

test('no identifier inside uses a retired word', () => {
  const files = sources.map((file) => ({ file, code: readFileSync(join(root, file), 'utf8') }))
  expect(retiredUses(files, retiredWords())).toEqual([])
})

test('a retired word is found in an identifier, and not in text or a kept name', () => {
  const retired = [{ word: 'deposit', kept: new Set(['depositName']), within: [] }]
  const code = `const totalDeposits = 1 // deposit\nconst label = 'deposit'\nrow.depositName`
  expect(retiredUses([{ file: 'a.ts', code }], retired)).toEqual(['a.ts: totalDeposits'])
})

test('a word retired in some folders is found there only', () => {
  const retired = [{ word: 'settle', kept: new Set<string>(), within: ['archive/'] }]
  const code = 'const settled = true'
  const files = [
    { file: 'core/archive/list.ts', code },
    { file: 'core/game/pay.ts', code },
  ]
  expect(retiredUses(files, retired)).toEqual(['core/archive/list.ts: settled'])
})
