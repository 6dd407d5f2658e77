import { existsSync, statSync } from 'node:fs'
import { join, normalize } from 'node:path'
import { chooseEncoding, type Encoding, encodingSuffix, encodings } from './content-encoding'
import { plainPage } from './plain-page'
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers'

const defaultDistDir = new URL('../../web/dist', import.meta.url).pathname

/** The request path with its escapes decoded, or null when an escape is malformed (`/%E0%A4%A`). */
function decodedPath(request: Request): string | null {
  try {
    return decodeURIComponent(new URL(request.url).pathname)
  } catch {
    return null
  }
}

/** One file of the build as it can be sent: itself and the precompressed copies beside it. */
interface Asset {
  /** Identifies the build of the file: a rebuild while the server runs is noticed. */
  version: string
  type: string
  /** Content hash of the file, the base of every representation's ETag. */
  hash: string
  offered: Encoding[]
  /** A page's policy, allowing the inline scripts it holds (none for other files). */
  policy: string | null
}

const fileVersion = (path: string) => {
  const stat = statSync(path, { throwIfNoEntry: false })
  return stat?.isFile() ? `${stat.mtimeMs}:${stat.size}` : null
}

/** Whether `If-None-Match` names the representation the client would get (weak comparison). */
function clientHas(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match')
  if (!header) return false
  return header.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag
  })
}

/**
 * Serves the built SPA; any path that is not a file gets its page's entry (see the web build's
 * page-entries.ts) or index.html, so client-side routes load.
 * Each file goes out as the best precompressed copy the request accepts (Brotli, gzip, or as is),
 * hashed assets cached for a year, everything else revalidated by ETag.
 */
export function createStaticSite(distDir = defaultDistDir) {
  const indexFile = join(distDir, 'index.html')
  const assets = new Map<string, Asset>()

  async function assetAt(path: string): Promise<Asset | null> {
    const version = fileVersion(path)
    if (version === null) return null
    const known = assets.get(path)
    if (known?.version === version) return known
    const file = Bun.file(path)
    const page = path.endsWith('.html')
    const asset: Asset = {
      version,
      type: page ? 'text/html; charset=utf-8' : file.type,
      hash: Bun.hash(await file.arrayBuffer()).toString(36),
      offered: encodings.filter((encoding) => existsSync(path + encodingSuffix[encoding])),
      policy: page ? contentSecurityPolicy(inlineScriptHashes(await file.text())) : null,
    }
    assets.set(path, asset)
    return asset
  }

  async function send(request: Request, path: string, cacheControl: string): Promise<Response | null> {
    const asset = await assetAt(path)
    if (!asset) return null
    const encoding = chooseEncoding(request.headers.get('accept-encoding'), asset.offered)
    const etag = `"${asset.hash}${encoding ? `-${encoding}` : ''}"`
    const headers: Record<string, string> = { 'cache-control': cacheControl, etag, vary: 'Accept-Encoding' }
    // A 304's headers replace the cached page's, so it carries the page's policy too.
    if (asset.policy) headers['content-security-policy'] = asset.policy
    if (clientHas(request, etag)) return new Response(null, { status: 304, headers })
    headers['content-type'] = asset.type
    if (encoding) headers['content-encoding'] = encoding
    return new Response(Bun.file(encoding ? path + encodingSuffix[encoding] : path), { headers })
  }

  return async function serveSite(request: Request): Promise<Response> {
    const pathname = decodedPath(request)
    if (pathname === null) return plainPage(400)
    if (!existsSync(indexFile)) {
      return new Response('웹 앱이 아직 빌드되지 않았습니다. `bun run build`를 실행해주세요.', {
        status: 503,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      })
    }
    const candidate = normalize(join(distDir, pathname))
    const hashed = pathname.startsWith('/assets/')
    if (candidate.startsWith(distDir) && pathname !== '/') {
      const cacheControl = hashed ? 'public, max-age=31536000, immutable' : 'no-cache'
      const file = await send(request, candidate, cacheControl)
      if (file) return file
    }
    // A script of an older build (a tab left open over a deploy) must fail as missing, not parse a page.
    if (hashed) return plainPage(404)
    // A page the build planned for has its own copy of index.html that preloads its scripts.
    const pageEntry = normalize(join(distDir, pathname, 'index.html'))
    if (pageEntry.startsWith(distDir) && pathname !== '/') {
      const page = await send(request, pageEntry, 'no-cache')
      if (page) return page
    }
    return (await send(request, indexFile, 'no-cache')) ?? plainPage(404)
  }
}
