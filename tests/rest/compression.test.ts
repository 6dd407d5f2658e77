import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { precompressDirectory } from '../../apps/web/build/precompress'
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/test-server'

/*
 * Compressed transfer: the build's precompressed copies of the web app, chosen by Accept-Encoding,
 * with the caching headers each kind of file needs; JSON answers compressed above about 1 KB; event
 * streams never.
 */
let server: TestServer
let dist: string
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `단어 ${i}`))}\n`
const bootstrap = "document.documentElement.lang = 'ko'"
const page = (title: string) =>
  `<!doctype html><html lang="ko"><head><title>${title}</title><script>${bootstrap}</script>${'<link rel="modulepreload" href="/assets/app-1a2b3c.js">'.repeat(8)}</head><body><div id="root"></div></body></html>`

// Bun's fetch would undo the encoding; these tests look at the bytes as sent.
const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${server.url}${path}`, { method, headers, decompress: false })

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'pb-dist-'))
  await mkdir(join(dist, 'assets'))
  await mkdir(join(dist, 'login'))
  await writeFile(join(dist, 'index.html'), page('index'))
  await writeFile(join(dist, 'login', 'index.html'), page('login entry'))
  await writeFile(join(dist, 'assets', 'app-1a2b3c.js'), script)
  await writeFile(join(dist, 'assets', 'font-1a2b3c.woff2'), new Uint8Array(2048).fill(7))
  await writeFile(join(dist, 'robots.txt'), 'User-agent: *\n')
  await precompressDirectory(dist)
  server = await startTestServer({ distDir: dist })
}, 60_000)

afterAll(async () => {
  await server.close()
  await rm(dist, { recursive: true, force: true })
})

describe('the web app', () => {
  test('a hashed script goes as Brotli when accepted, with its compressed length, cached for a year', async () => {
    const response = await raw('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, deflate, br' })
    const body = new Uint8Array(await response.arrayBuffer())
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('content-type')).toContain('javascript')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength)
    expect(body.byteLength).toBe((await stat(join(dist, 'assets', 'app-1a2b3c.js.br'))).size)
    expect(body.byteLength).toBeLessThan(script.length / 3)
    expect(brotliDecompressSync(body).toString()).toBe(script)
  })

  test('the encoding follows Accept-Encoding and its weights', async () => {
    const cases: [string | undefined, string | null][] = [
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['x-gzip', 'gzip'],
      ['*', 'br'],
      ['*, br;q=0', 'gzip'],
      ['identity', null],
      ['br;q=0, gzip;q=0', null],
      [undefined, null],
    ]
    for (const [accept, expected] of cases) {
      const response = await raw(
        '/assets/app-1a2b3c.js',
        accept === undefined ? {} : { 'accept-encoding': accept },
      )
      const body = Buffer.from(await response.arrayBuffer())
      expect({ accept, encoding: response.headers.get('content-encoding') }).toEqual({
        accept,
        encoding: expected,
      })
      const text =
        expected === 'gzip' ? gunzipSync(body) : expected === 'br' ? brotliDecompressSync(body) : body
      expect(text.toString()).toBe(script)
      expect(Number(response.headers.get('content-length'))).toBe(body.byteLength)
    }
  })

  test('index.html is revalidated by ETag: 304 while unchanged, a new tag once rebuilt', async () => {
    const first = await raw('/', { 'accept-encoding': 'br' })
    const etag = first.headers.get('etag') ?? ''
    expect(first.headers.get('cache-control')).toBe('no-cache')
    expect(first.headers.get('content-encoding')).toBe('br')
    expect(etag).toMatch(/^".+-br"$/)
    const again = await raw('/some/client/route', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    // The same file as gzip is another representation, with a tag of its own.
    const gzip = await raw('/', { 'accept-encoding': 'gzip', 'if-none-match': etag })
    expect(gzip.status).toBe(200)
    expect(gzip.headers.get('etag')).not.toBe(etag)

    await writeFile(join(dist, 'index.html'), page('rebuilt'))
    await precompressDirectory(dist)
    const rebuilt = await raw('/', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(rebuilt.status).toBe(200)
    expect(rebuilt.headers.get('etag')).not.toBe(etag)
    expect(brotliDecompressSync(Buffer.from(await rebuilt.arrayBuffer())).toString()).toContain('rebuilt')
  })

  test('a planned page gets its own entry, any other address index.html', async () => {
    expect(await (await fetch(`${server.url}/login`)).text()).toContain('login entry')
    expect(await (await fetch(`${server.url}/login?next=1`)).text()).toContain('login entry')
    expect(await (await fetch(`${server.url}/game`)).text()).not.toContain('login entry')
  })

  test("a page's policy allows its own inline script by hash, and no other inline script", async () => {
    const hash = new Bun.CryptoHasher('sha256').update(bootstrap).digest('base64')
    const scriptsOf = (response: Response) =>
      /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
    for (const path of ['/login', '/game', '/'])
      expect(scriptsOf(await raw(path, { 'accept-encoding': 'br' }))).toBe(`'self' 'sha256-${hash}'`)
    // Revalidated, the page keeps its policy: a 304's headers replace the cached answer's.
    const page = await raw('/login')
    const revalidated = await raw('/login', { 'if-none-match': page.headers.get('etag') ?? '' })
    expect(revalidated.status).toBe(304)
    expect(scriptsOf(revalidated)).toBe(`'self' 'sha256-${hash}'`)
    expect(scriptsOf(await raw('/assets/app-1a2b3c.js'))).toBe("'self'")
    expect(scriptsOf(await raw('/api/health'))).toBe("'self'")
  })

  test('a script of another build is a 404, never the page in its place', async () => {
    const response = await raw('/assets/app-0ld0ld.js', { 'accept-encoding': 'br' })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(await response.text()).not.toContain('id="root"')
  })

  test('fonts and files too small to gain go as they are', async () => {
    for (const path of ['/assets/font-1a2b3c.woff2', '/robots.txt']) {
      const response = await raw(path, { 'accept-encoding': 'br, gzip' })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-encoding')).toBeNull()
      await response.arrayBuffer()
    }
    expect(await readFile(join(dist, 'robots.txt.br')).catch(() => null)).toBeNull()
  })

  test('HEAD answers the headers of the representation GET would send', async () => {
    const head = await raw('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.get('content-encoding')).toBe('gzip')
    expect(Number(head.headers.get('content-length'))).toBe(
      (await stat(join(dist, 'assets', 'app-1a2b3c.js.gz'))).size,
    )
    expect((await head.arrayBuffer()).byteLength).toBe(0)
  })
})

describe('the API', () => {
  test('a JSON answer above 1 KB is compressed as accepted; a small one is not', async () => {
    const plain = await raw('/api/openapi.json')
    const document = await plain.text()
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toContain('Accept-Encoding')
    expect(document.length).toBeGreaterThan(1024)
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await raw('/api/openapi.json', { 'accept-encoding': accept })
      const body = Buffer.from(await response.arrayBuffer())
      expect(response.headers.get('content-encoding')).toBe(accept)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(body.byteLength).toBeLessThan(document.length / 4)
      expect(decode(body).toString()).toBe(document)
    }
    const health = await raw('/api/health', { 'accept-encoding': 'br, gzip' })
    expect(health.headers.get('content-encoding')).toBeNull()
    expect(health.headers.get('vary')).toContain('Accept-Encoding')
    expect((await health.json()) as unknown).toBeTruthy()
  })

  test('tRPC answers are compressed the same way, and a refusal still reads', async () => {
    const response = await raw('/trpc/game.statistics?input=%7B%7D', { 'accept-encoding': 'br' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(
      JSON.parse(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()),
    ).toHaveProperty('result')
    const refused = await fetch(`${server.url}/api/users/profile`, { headers: { 'accept-encoding': 'br' } })
    expect(refused.status).toBe(401)
    expect(((await refused.json()) as { code: string }).code).toBeString()
  })

  test('the event stream is never compressed: each event arrives as it is sent', async () => {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: 'member1', password: DEMO_PASSWORD, area: 'member' }),
    })
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data
    const controller = new AbortController()
    const stream = await fetch(`${server.url}/api/events`, {
      headers: {
        authorization: `Bearer ${accessToken}`,
        'accept-encoding': 'br, gzip',
        accept: 'text/event-stream',
      },
      signal: controller.signal,
      decompress: false,
    })
    expect(stream.headers.get('content-type')).toContain('text/event-stream')
    expect(stream.headers.get('content-encoding')).toBeNull()
    const reader = stream.body?.getReader()
    const first = await Promise.race([reader?.read(), Bun.sleep(5_000).then(() => null)])
    expect(new TextDecoder().decode(first?.value)).toContain('connected')
    controller.abort()
  })
})
