import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** A page and the largest initial JavaScript (gzip) it may load before it is usable. */
export interface PageBudget {
  path: string
  /** Source modules whose chunks the page loads at once, beside the entry: its route and what it mounts. */
  modules: string[]
  maxGzipKb: number
}

interface Chunk {
  fileName: string
  code: string
  imports: string[]
  facadeModuleId: string | null
  moduleIds: string[]
  isEntry: boolean
}

const kb = (bytes: number) => bytes / 1024

/**
 * Prints, after every build, the gzip size of the JavaScript each page loads before it is usable
 * (the entry, the page's route chunks and everything they import statically), and fails the build
 * when a page is over its budget.
 */
export function bundleBudget(pages: PageBudget[]): Plugin {
  return {
    name: 'bundle-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is typeof output & Chunk => output.type === 'chunk',
      )
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const gzipped = new Map(chunks.map((chunk) => [chunk.fileName, gzipSync(chunk.code).length]))
      const withImports = (start: Chunk[]) => {
        const seen = new Set<string>()
        const visit = (chunk: Chunk | undefined) => {
          if (!chunk || seen.has(chunk.fileName)) return
          seen.add(chunk.fileName)
          for (const imported of chunk.imports) visit(byFile.get(imported))
        }
        for (const chunk of start) visit(chunk)
        return seen
      }
      const entries = chunks.filter((chunk) => chunk.isEntry)
      const lines: string[] = []
      const over: string[] = []
      for (const page of pages) {
        const own = chunks.filter((chunk) =>
          page.modules.some((module) => chunk.moduleIds.some((id) => id.split('?')[0]?.endsWith(module))),
        )
        const missing = page.modules.filter(
          (module) => !own.some((chunk) => chunk.moduleIds.some((id) => id.split('?')[0]?.endsWith(module))),
        )
        if (missing.length > 0)
          this.error(`bundle budget of ${page.path}: no chunk holds ${missing.join(', ')}`)
        const files = withImports([...entries, ...own])
        const total = [...files].reduce((sum, file) => sum + (gzipped.get(file) ?? 0), 0)
        const ok = kb(total) <= page.maxGzipKb
        lines.push(
          `  ${page.path.padEnd(12)} ${kb(total).toFixed(1).padStart(7)} KB gzip (budget ${page.maxGzipKb} KB, ${files.size} chunks) ${ok ? 'ok' : 'OVER BUDGET'}`,
        )
        if (!ok) over.push(page.path)
      }
      console.log(`\ninitial JavaScript per page:\n${lines.join('\n')}\n`)
      if (over.length > 0) this.error(`over the bundle budget: ${over.join(', ')}`)
    },
  }
}
