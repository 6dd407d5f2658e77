import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Plugin, Rolldown } from 'vite'
import { covers, type FontFace, fontFaces, preloadFont } from './font-faces'
import { chunksOf, initialScripts, type Page } from './pages'

/**
 * The font files worth fetching before the stylesheet asks for them: the Latin subset (digits,
 * amounts, Latin letters on every screen) and the Hangul subset that covers the most characters of
 * the Korean words every page ships (`text`).
 */
export function fontsToPreload(css: string, text: string): string[] {
  const faces = fontFaces(css)
  const latin = faces.find((face) => /-latin-wght-normal-[^/]*\.woff2$/.test(face.file))
  const counts = new Map<FontFace, number>()
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0
    if (codePoint < 0xac00 || codePoint > 0xd7a3) continue
    const face = faces.find((candidate) => covers(candidate, codePoint))
    if (face) counts.set(face, (counts.get(face) ?? 0) + 1)
  }
  const hangul = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0]
  return [latin, hangul].flatMap((face) => (face ? [face.file] : []))
}

const preloadScript = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`

/**
 * Plans each page's first load: every HTML preloads the two fonts the first screen needs most, and
 * each page in `pages` gets its own copy of index.html (`<path>/index.html`, served for that address)
 * that also preloads the page's route scripts, which the entry would otherwise ask for only once it
 * has run. `wordsFile` holds the Korean words every page ships.
 */
export function pageEntries(pages: Page[], wordsFile: string): Plugin {
  let outDir = ''
  const pageScripts = new Map<string, Set<string>>()
  let entryScripts = new Set<string>()
  return {
    name: 'page-entries',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir)
    },
    async transformIndexHtml(html, context) {
      const bundle = context.bundle as Rolldown.OutputBundle | undefined
      if (!bundle) return html
      const css = Object.values(bundle)
        .filter((output) => output.type === 'asset' && output.fileName.endsWith('.css'))
        .map((output) => (output.type === 'asset' ? String(output.source) : ''))
        .join('\n')
      const fonts = fontsToPreload(css, await readFile(wordsFile, 'utf8'))
      const chunks = chunksOf(bundle)
      entryScripts = initialScripts(chunks, { path: '/', modules: [], targetKb: 0, maxKb: 0 })
      for (const page of pages) pageScripts.set(page.path, initialScripts(chunks, page))
      return html.replace('</title>', `</title>\n    ${fonts.map(preloadFont).join('\n    ')}`)
    },
    async writeBundle() {
      const index = await readFile(join(outDir, 'index.html'), 'utf8')
      for (const [path, scripts] of pageScripts) {
        const extra = [...scripts]
          .filter((file) => !entryScripts.has(file))
          .map((file) => preloadScript(`/${file}`))
        const target = join(outDir, path, 'index.html')
        await mkdir(dirname(target), { recursive: true })
        await writeFile(target, index.replace('</head>', `  ${extra.join('\n    ')}\n  </head>`))
      }
    },
  }
}
