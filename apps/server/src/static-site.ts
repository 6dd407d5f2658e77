import { existsSync } from 'node:fs'
import { join, normalize } from 'node:path'
import { plainPage } from './plain-page'

const defaultDistDir = new URL('../../web/dist', import.meta.url).pathname

/** The request path with its escapes decoded, or null when an escape is malformed (`/%E0%A4%A`). */
function decodedPath(request: Request): string | null {
  try {
    return decodeURIComponent(new URL(request.url).pathname)
  } catch {
    return null
  }
}

/** Serves the built SPA; any path that is not a file gets index.html so client-side routes load. */
export function createStaticSite(distDir = defaultDistDir) {
  const indexFile = join(distDir, 'index.html')
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
    if (candidate.startsWith(distDir) && pathname !== '/') {
      const file = Bun.file(candidate)
      if (await file.exists()) {
        const immutable = pathname.startsWith('/assets/')
        return new Response(file, {
          headers: { 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' },
        })
      }
    }
    return new Response(Bun.file(indexFile), {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
    })
  }
}
