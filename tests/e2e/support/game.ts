import { createServer, type Server } from 'node:http'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { openSignedIn } from './session'

interface CurrentGame {
  round: number
  todayRound: number
  gameDate: string
  phase: 'OPEN' | 'CLOSED'
  opensAt: string
  closesAt: string
  drawAt: string
  serverTime: string
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: T }).data
}

export const currentGame = async (request: APIRequestContext) =>
  data<CurrentGame>(await request.get('/api/games/current'))

/** Moves the server's game clock forward (GAME_TEST_CLOCK); the engine draws whatever fell due. */
async function advanceClock(request: APIRequestContext, seconds: number) {
  if (seconds < 1) return
  await data(await request.post('/api/test/clock/advance', { data: { seconds: Math.ceil(seconds) } }))
}

const secondsBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000

/** Betting is open on the current round with at least `margin` seconds left before it closes. */
export async function openRoundWithTime(request: APIRequestContext, margin = 150): Promise<CurrentGame> {
  let game = await currentGame(request)
  if (game.phase === 'CLOSED' && Date.parse(game.serverTime) < Date.parse(game.opensAt)) {
    await advanceClock(request, secondsBetween(game.serverTime, game.opensAt) + 1)
    game = await currentGame(request)
  }
  if (game.phase === 'CLOSED' || secondsBetween(game.serverTime, game.closesAt) < margin) {
    // Past this round's close: on to the next round's opening.
    await advanceClock(request, secondsBetween(game.serverTime, game.drawAt) + 31)
    game = await currentGame(request)
  }
  expect(game.phase).toBe('OPEN')
  return game
}

/** Just past the current round's draw: the engine draws and settles it, and the next round is closed. */
export async function drawCurrentRound(request: APIRequestContext) {
  const game = await currentGame(request)
  await advanceClock(request, secondsBetween(game.serverTime, game.drawAt) + 1)
  return game
}

/** '1,000,000원' → 1000000 */
export function wonOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d-]/g, ''))
}

/** Signs a member in (docs/testing.md §6: through the API) and waits for the game page. */
export async function signIn(page: Page, loginId: string, password = 'demo1234') {
  await openSignedIn(page, { area: 'member', loginId, password, path: '/game' })
  await expect(page).toHaveURL(/\/game$/)
  // The page's first paint comes from its HTML; what the test reads next is the app's own render.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0)
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const session = await data<{ accessToken: string }>(
    await request.post('/api/admin/auth/login', { data: { loginId: 'admin', password: 'admin1234' } }),
  )
  return session.accessToken
}

/** The page is no wider than the screen: nothing scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

export interface PrintJob {
  path: string
  body: { jobName?: string; lines?: unknown[] }
}

/**
 * A stand-in for the local receipt printer bridge of docs/product.md §7.4: answers the probe and records what it
 * is asked to print.
 */
/**
 * Listens on the port (both address families, as the page asks for localhost), waiting while another
 * worker's spec holds it: the page probes fixed ports, so two workers' bridges take turns.
 */
async function listenWhenFree(server: Server, port: number, waitMs = 90_000) {
  const giveUpAt = Date.now() + waitMs
  for (;;) {
    const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
      server.once('error', resolve)
      server.listen(port, () => {
        server.off('error', resolve)
        resolve(undefined)
      })
    })
    if (!error) return
    if (error.code !== 'EADDRINUSE' || Date.now() > giveUpAt) throw error
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

export async function startPrinterBridge(
  port: number,
): Promise<{ jobs: PrintJob[]; close(): Promise<void> }> {
  const jobs: PrintJob[] = []
  const server: Server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type')
    response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS')
    if (request.method === 'OPTIONS') return response.writeHead(204).end()
    if (request.method === 'GET') return response.writeHead(200).end('{"status":"ok"}')
    let raw = ''
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString()
    })
    request.on('end', () => {
      jobs.push({ path: request.url ?? '', body: JSON.parse(raw || '{}') })
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
  })
  await listenWhenFree(server, port)
  return {
    jobs,
    // The browser may keep a connection open (keep-alive, a pre-connect): it would hold close() back.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
