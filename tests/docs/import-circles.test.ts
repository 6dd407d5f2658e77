import { expect, test } from 'bun:test'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

/*
 * No two source files import each other, directly or round a longer loop, type imports included: a
 * circle means neither file can be read, tested or moved without the other (docs/testing.md §9).
 */

const root = join(import.meta.dir, '../..')
const sources = [...new Bun.Glob('{apps,packages}/*/src/**/*.{ts,tsx}').scanSync({ cwd: root })].filter(
  (file) => !file.includes('node_modules') && !file.endsWith('.gen.ts'),
)
const relativeImport = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g

/** The file a relative specifier names, as the bundler resolves it, or undefined. */
function resolve(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]
  return candidates.find((file) => file.match(/\.tsx?$/) && existsSync(join(root, file)))
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8')
  return [...text.matchAll(relativeImport)].flatMap(([, specifier]) => {
    const target = specifier && resolve(file, specifier)
    return target ? [relative('.', target)] : []
  })
}

/** Every loop of the import graph, each once, as the files along it. */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    path.push(file)
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next])
      else if (!state.has(next)) visit(next)
    }
    path.pop()
    state.set(file, 'done')
  }
  for (const file of graph.keys()) if (!state.has(file)) visit(file)
  return found
}

test('the source files import each other in no circle', () => {
  const graph = new Map(sources.map((file) => [file, importsOf(file)]))
  expect([...graph.values()].flat().length).toBeGreaterThan(500)
  expect(circles(graph).map((loop) => loop.join(' → '))).toEqual([])
})

test('a circle is found where there is one', () => {
  const graph = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts']],
    ['d.ts', ['a.ts']],
  ])
  expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']])
})
