import type { Rolldown } from 'vite'

/** A page of the SPA whose first load the build plans for: its initial scripts, their budget, their preloads. */
export interface Page {
  path: string
  /** The module the page starts from, when not the app's own entry (index.html). */
  entry?: string
  /** Source modules whose chunks the page loads at once, beside the entry: its route and what it mounts. */
  modules: string[]
  /** The initial JavaScript it should load, in KB as sent (Brotli): printed beside the size. */
  targetKb: number
  /** The most it may load before the build fails, so no change makes it worse unnoticed. */
  maxKb: number
}

export interface Chunk {
  fileName: string
  code: string
  imports: string[]
  moduleIds: string[]
  isEntry: boolean
  facadeModuleId: string | null
}

export const chunksOf = (bundle: Rolldown.OutputBundle): Chunk[] =>
  Object.values(bundle).filter((output): output is typeof output & Chunk => output.type === 'chunk')

const holds = (chunk: Chunk, module: string) =>
  chunk.moduleIds.some((id) => id.split('?')[0]?.endsWith(module))

const appEntry = 'index.html'

/**
 * The files of the scripts `page` runs before it is usable: its entry, the chunks holding the page's
 * modules and everything those import statically. Throws when a module is in no chunk (a renamed file).
 */
export function initialScripts(chunks: Chunk[], page: Page): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const own = chunks.filter((chunk) => page.modules.some((module) => holds(chunk, module)))
  const missing = page.modules.filter((module) => !own.some((chunk) => holds(chunk, module)))
  if (missing.length > 0) throw new Error(`page ${page.path}: no chunk holds ${missing.join(', ')}`)
  const seen = new Set<string>()
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return
    seen.add(chunk.fileName)
    for (const imported of chunk.imports) visit(byFile.get(imported))
  }
  const entry = chunks.find(
    (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(page.entry ?? appEntry),
  )
  if (!entry) throw new Error(`page ${page.path}: no entry chunk starts from ${page.entry ?? appEntry}`)
  for (const chunk of [entry, ...own]) visit(chunk)
  return seen
}
