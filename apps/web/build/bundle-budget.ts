import { brotliCompressSync, constants } from 'node:zlib'
import type { Plugin } from 'vite'
import { chunksOf, initialScripts, type Page } from './pages'

const kb = (bytes: number) => bytes / 1024

/** The size a script is sent at: the Brotli copy the build writes beside it (precompress.ts). */
const brotliSize = (code: string) =>
  brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
    .length

/**
 * Prints, after every build, the size as sent (Brotli) of the JavaScript each page loads before it
 * is usable against its target, and fails the build when a page is over its limit.
 */
export function bundleBudget(pages: Page[]): Plugin {
  return {
    name: 'bundle-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle)
      const compressed = new Map(chunks.map((chunk) => [chunk.fileName, brotliSize(chunk.code)]))
      const lines: string[] = []
      const over: string[] = []
      for (const page of pages) {
        const files = initialScripts(chunks, page)
        const total = [...files].reduce((sum, file) => sum + (compressed.get(file) ?? 0), 0)
        const ok = kb(total) <= page.maxKb
        const onTarget = kb(total) <= page.targetKb
        lines.push(
          `  ${page.path.padEnd(15)} ${kb(total).toFixed(1).padStart(7)} KB brotli in ${String(files.size).padStart(2)} chunks: target ${page.targetKb} KB ${onTarget ? 'met' : 'not met'}, limit ${page.maxKb} KB ${ok ? 'ok' : 'EXCEEDED'}`,
        )
        if (!ok) over.push(page.path)
      }
      console.log(`\ninitial JavaScript per page, as sent:\n${lines.join('\n')}\n`)
      if (over.length > 0) this.error(`over the initial JavaScript limit: ${over.join(', ')}`)
    },
  }
}
