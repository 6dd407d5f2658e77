import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Plugin, Rolldown } from 'vite'
import { covers, type FontFace, facesFor, facesInHead, fontFaces } from './font-faces'
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

/**
 * What every page's head holds of the font: the rules of each subset any of the app's Korean words
 * (`everyWord`) needs, so the app's own words never wait for the font's full stylesheet, and preloads of
 * the two most worth fetching at once (fontsToPreload of `mostUsedWords`).
 */
export function fontHead(css: string, mostUsedWords: string, everyWord: string): string {
  const faces = fontFaces(css)
  const preloaded = fontsToPreload(css, mostUsedWords)
  const inHead = faces.filter(
    (face) => preloaded.includes(face.file) || facesFor([face], everyWord).length > 0,
  )
  return facesInHead(
    inHead,
    inHead.filter((face) => preloaded.includes(face.file)),
  )
}

/** The text of every Korean catalog under `dir` (`ko.ts`, `*.ko.ts`). */
async function koreanCatalogs(dir: string): Promise<string> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => /(^|[/.])ko\.ts$/.test(file))
  return (await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')))).join('\n')
}

const preloadScript = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`
const appScripts =
  /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g

/**
 * index.html for a page that starts from an entry of its own (`scripts`, the entry's file first):
 * the app's entry script and its preloads give way to the page's.
 */
export function withOwnEntry(index: string, scripts: string[]) {
  const [entry, ...preloads] = scripts
  if (!entry || !index.includes('<script type="module"')) throw new Error('index.html has no module entry')
  const tags = [
    `<script type="module" crossorigin src="/${entry}"></script>`,
    ...preloads.map((file) => preloadScript(`/${file}`)),
  ]
  return index.replace(appScripts, '').replace('</head>', `  ${tags.join('\n    ')}\n  </head>`)
}

/**
 * Plans each page's first load: every HTML holds the font's rules for the app's Korean words (every
 * `ko.ts` catalog under src/) and preloads the two subsets the first screen needs most (fontHead; the
 * rest of the font comes later: src/lib/first-screen.ts), and
 * each page in `pages` gets its own copy of index.html (`<path>/index.html`, served for that address)
 * that also preloads the page's route scripts, which the entry would otherwise ask for only once it
 * has run; a page with an entry of its own (`Page.entry`) gets that entry in place of the app's.
 * `wordsFile` holds the Korean words every page ships.
 */
export function pageEntries(pages: Page[], wordsFile: string): Plugin {
  let outDir = ''
  let sourceDir = ''
  const pageScripts = new Map<string, { ownEntry: boolean; scripts: Set<string> }>()
  let entryScripts = new Set<string>()
  return {
    name: 'page-entries',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir)
      sourceDir = join(config.root, 'src')
    },
    async transformIndexHtml(html, context) {
      const bundle = context.bundle as Rolldown.OutputBundle | undefined
      if (!bundle) return html
      const css = Object.values(bundle)
        .filter((output) => output.type === 'asset' && output.fileName.endsWith('.css'))
        .map((output) => (output.type === 'asset' ? String(output.source) : ''))
        .join('\n')
      const head = fontHead(css, await readFile(wordsFile, 'utf8'), await koreanCatalogs(sourceDir))
      const chunks = chunksOf(bundle)
      entryScripts = initialScripts(chunks, { path: '/', modules: [], targetKb: 0, maxKb: 0 })
      for (const page of pages)
        pageScripts.set(page.path, {
          ownEntry: page.entry !== undefined,
          scripts: initialScripts(chunks, page),
        })
      return html.replace('</title>', `</title>\n    ${head}`)
    },
    async writeBundle() {
      const index = await readFile(join(outDir, 'index.html'), 'utf8')
      for (const [path, { ownEntry, scripts }] of pageScripts) {
        const extra = [...scripts]
          .filter((file) => !entryScripts.has(file))
          .map((file) => preloadScript(`/${file}`))
        const target = join(outDir, path, 'index.html')
        await mkdir(dirname(target), { recursive: true })
        await writeFile(
          target,
          ownEntry
            ? withOwnEntry(index, [...scripts])
            : index.replace('</head>', `  ${extra.join('\n    ')}\n  </head>`),
        )
      }
    },
  }
}
