import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Files worth compressing: text. Fonts (woff2) and images are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/
/** Below this, the saved bytes do not pay for the encoding's headers. */
const minimumBytes = 256

const compressors = {
  '.br': (content: Buffer) =>
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  '.gz': (content: Buffer) => gzipSync(content, { level: constants.Z_BEST_COMPRESSION }),
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of `dir`, once, at build
 * time, so the server sends each at the best ratio without compressing per request. A copy that
 * would not be smaller is not written. Returns the files compressed.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  return precompressFiles(await filesUnder(dir))
}

/** Writes the compressed copies of each of `paths` that is worth it (see precompressDirectory). */
export async function precompressFiles(paths: string[]): Promise<string[]> {
  const written: string[] = []
  for (const path of paths) {
    if (!compressible.test(path)) continue
    const content = await readFile(path)
    if (content.length < minimumBytes) continue
    for (const [suffix, compress] of Object.entries(compressors)) {
      const compressed = compress(content)
      if (compressed.length < content.length) await writeFile(path + suffix, compressed)
    }
    written.push(path)
  }
  return written
}

/** The build step that precompresses the output (see `precompressDirectory`). */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir)
    },
    async closeBundle() {
      const files = await precompressDirectory(outDir)
      console.log(`precompressed ${files.length} files (Brotli and gzip)`)
    },
  }
}
