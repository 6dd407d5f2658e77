import type { Rolldown } from 'vite'

/** A page of the SPA whose first load the build plans for: its initial scripts, their budget, their preloads. */
export interface Page {
  path: string
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
}

export const chunksOf = (bundle: Rolldown.OutputBundle): Chunk[] =>
  Object.values(bundle).filter((output): output is typeof output & Chunk => output.type === 'chunk')

const holds = (chunk: Chunk, module: string) =>
  chunk.moduleIds.some((id) => id.split('?')[0]?.endsWith(module))

/**
 * The files of the scripts `page` runs before it is usable: the entry, the chunks holding the page's
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
  for (const chunk of [...chunks.filter((chunk) => chunk.isEntry), ...own]) visit(chunk)
  return seen
}
