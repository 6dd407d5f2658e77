/**
 * The page may run only its own scripts (files of this origin, and the inline scripts the built page
 * itself holds, named by their hashes: see `inlineScriptHashes`), may not be framed, and may connect
 * only to this origin and the local receipt printer bridge (apps/web/src/features/receipt/printer-bridge.ts).
 * Styles allow inline attributes: the dialog and toast libraries position elements with them.
 */
export const contentSecurityPolicy = (inlineScriptHashes: string[] = []) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' http://localhost:*",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')

/**
 * The CSP sources (`sha256-…`) of the inline scripts in a page, so the page's own bootstrap runs
 * before the first paint without a request of its own while every other inline script stays refused.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `sha256-${new Bun.CryptoHasher('sha256').update(body ?? '').digest('base64')}`,
  )
}

/** The policy of every answer but the built app's pages, made once: every answer carries it. */
const answerPolicy = contentSecurityPolicy()

const everyAnswer = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
}

export interface SecurityOptions {
  /** Send Strict-Transport-Security on every answer (the site is only ever reached over HTTPS). */
  hsts?: boolean
}

/** Whether the client reached us over HTTPS, directly or through a TLS-terminating proxy. */
export function overHttps(request: Request): boolean {
  return (
    request.url.startsWith('https:') ||
    request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
  )
}

/**
 * Adds the security headers to an answer. API answers (tokens, balances) are never stored by a
 * browser or a proxy, but for the public ones that say until when they stay true.
 */
export function secureResponse(
  response: Response,
  request: Request | null,
  { api, hsts }: SecurityOptions & { api: boolean },
): Response {
  // A response whose headers are locked (e.g. from fetch) is copied first.
  let secured = response
  try {
    secured.headers.set('x-content-type-options', 'nosniff')
  } catch {
    secured = new Response(response.body, response)
  }
  for (const [name, value] of Object.entries(everyAnswer)) secured.headers.set(name, value)
  // A page of the built app names its own inline scripts (static-site.ts); every other answer none.
  if (!secured.headers.has('content-security-policy'))
    secured.headers.set('content-security-policy', answerPolicy)
  // A public answer that said how long it stays true (the game's results) keeps its own.
  if (api && !secured.headers.get('cache-control')?.startsWith('public'))
    secured.headers.set('cache-control', 'no-store')
  // A reverse proxy (nginx by default) would hold an event stream's events back in its buffer.
  if (secured.headers.get('content-type')?.startsWith('text/event-stream'))
    secured.headers.set('x-accel-buffering', 'no')
  if (hsts || (request && overHttps(request)))
    secured.headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains')
  return secured
}
