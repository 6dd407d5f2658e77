/**
 * bench:pages: Lighthouse in its mobile mode (simulated slow 4G, 4× CPU slowdown, a phone's screen)
 * against the real server as `bun run start --demo` runs it, on the sign-in pages, the game and the
 * console's member list (both signed in), each in a fresh browser so nothing is cached. Prints per page
 * the performance score, FCP, LCP, TBT, CLS and the bytes transferred (all, and scripts), then PASS when
 * every page meets the targets. Each row ends with Lighthouse's own reading of the machine's speed
 * (its CPU benchmark index, higher is faster): the same page's TBT grows as the machine slows, so
 * figures taken on machines of different speeds do not compare.
 *
 * `--runs N` runs each page N times and reports the median run (by performance score), since one
 * Lighthouse run varies with what else the machine does. `BENCH_PAGES_ONLY=/login,/game` measures only
 * those pages; `BENCH_PAGES_REPORTS=<dir>` keeps each run's Lighthouse report there
 * (`<page>-<time>.json`). `BENCH_PAGES_CPU_SLOWDOWN=6` simulates a CPU slower than the mobile mode's 4×
 * (same link), to see how much room a page leaves on a machine slower than this one.
 */
import { bettingWindow, clockAt, isBettingOpen } from '@pb/game'
import { launch } from 'chrome-launcher'
import lighthouse, { type Flags, type Result } from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import puppeteer from 'puppeteer-core'
import { startServerProcess } from '../support/server-process'
import { countOptions, machineLoad, verdict } from './support'

const { runs: RUNS } = countOptions({ runs: 1 })
const ADMIN_PASSWORD = 'bench-pass-1'
const TARGETS = { score: 95, fcpMs: 1_800, lcpMs: 2_500, tbtMs: 200, cls: 0.05 }

type Area = 'member' | 'admin'
interface Page {
  path: string
  /** Signed in as this account before the page is measured. */
  signedIn?: { area: Area; loginId: string; password: string }
}

const allPages: Page[] = [
  { path: '/login' },
  { path: '/admin/login' },
  { path: '/game', signedIn: { area: 'member', loginId: 'member1', password: 'demo1234' } },
  { path: '/admin/members', signedIn: { area: 'admin', loginId: 'admin', password: ADMIN_PASSWORD } },
]
const only = process.env.BENCH_PAGES_ONLY?.split(',')
const cpuSlowdown = Number(
  process.env.BENCH_PAGES_CPU_SLOWDOWN ?? throttling.mobileSlow4G.cpuSlowdownMultiplier,
)
if (!(cpuSlowdown >= 1)) throw new Error('BENCH_PAGES_CPU_SLOWDOWN must be a number, 1 or more')
const pages = only ? allPages.filter((page) => only.includes(page.path)) : allPages

/** Where the web app keeps each area's session (apps/web/src/auth/session-store.ts). */
const storageKeys: Record<Area, { accessToken: string; refreshToken: string; user: string }> = {
  member: { accessToken: 'userAccessToken', refreshToken: 'userRefreshToken', user: 'userInfo' },
  admin: { accessToken: 'adminAccessToken', refreshToken: 'adminRefreshToken', user: 'adminUser' },
}

interface Figures {
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  totalKb: number
  scriptKb: number
  requests: number
  /** Lighthouse's CPU benchmark of the machine during the run (higher is faster). */
  cpuIndex: number
}

async function signIn(baseUrl: string, { area, loginId, password }: NonNullable<Page['signedIn']>) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId, password, area }),
  })
  const body = (await response.json()) as {
    data?: { accessToken: string; refreshToken: string; user: unknown }
  }
  if (!response.ok || !body.data) throw new Error(`${loginId} could not sign in: ${response.status}`)
  return body.data
}

function figuresOf(result: Result): Figures {
  const numeric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN
  const requests =
    (
      result.audits['network-requests']?.details as {
        items?: { resourceType?: string; transferSize?: number }[]
      }
    )?.items ?? []
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
  return {
    score: Math.round((result.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    totalKb: numeric('total-byte-weight') / 1024,
    scriptKb: scriptBytes / 1024,
    requests: requests.length,
    cpuIndex: result.environment.benchmarkIndex,
  }
}

/** Lighthouse could not measure the page (say, it recorded no navigation start) and asks to be run again. */
class RunAgain extends Error {}

/** `measure`, run again (twice at most) when Lighthouse asks for it. */
async function measureSurely(baseUrl: string, page: Page): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(baseUrl, page)
    } catch (error) {
      if (!(error instanceof RunAgain) || attempt === 3) throw error
      console.log(`  ${error.message}: running again`)
    }
  }
}

/** How long one Lighthouse run of a page records, with room to spare. */
const RECORDING_MS = 60_000

/**
 * Before a run of /game: waits until its round has a whole recording's time left to buy. A round
 * that closes during the recording covers the board with its notice, which Lighthouse then takes for
 * the page's largest paint: an LCP of 4–5 s that says when the round closed, not how fast the page
 * loaded.
 */
async function awayFromRoundClose(page: Page) {
  if (page.path !== '/game') return
  for (;;) {
    const now = new Date()
    const { round, closesAt } = clockAt(now)
    if (isBettingOpen(round, now) && closesAt.getTime() - now.getTime() >= RECORDING_MS) return
    const opening = [bettingWindow(round).opensAt, bettingWindow(round + 1).opensAt].find((at) => at > now)
    const waitMs = (opening?.getTime() ?? now.getTime()) - now.getTime() + 1_000
    console.log(
      `  ${page.path}: waiting ${Math.round(waitMs / 1000)} s for a round with a recording's time left to buy`,
    )
    await Bun.sleep(waitMs)
  }
}

/** One Lighthouse run of `page` in a browser of its own (empty cache, empty storage but the session). */
async function measure(baseUrl: string, page: Page): Promise<Figures> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--lang=ko-KR'],
  })
  try {
    const flags: Flags = {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    }
    if (page.signedIn) {
      const session = await signIn(baseUrl, page.signedIn)
      const keys = storageKeys[page.signedIn.area]
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
      const tab = await browser.newPage()
      // A page of the same origin that loads none of the app, so its files stay uncached.
      await tab.goto(`${baseUrl}/api/health`)
      const entries: [string, string][] = [
        [keys.accessToken, session.accessToken],
        [keys.refreshToken, session.refreshToken],
        [keys.user, JSON.stringify(session.user)],
      ]
      await tab.evaluate((stored) => {
        for (const [key, value] of stored) localStorage.setItem(key, value)
      }, entries)
      await tab.close()
      await browser.disconnect()
      // Lighthouse would otherwise clear the origin's storage, and with it the session.
      flags.disableStorageReset = true
    }
    const run = await lighthouse(`${baseUrl}${page.path}`, flags)
    if (!run) throw new Error(`Lighthouse returned nothing for ${page.path}`)
    if (run.lhr.runtimeError) throw new RunAgain(`${page.path}: ${run.lhr.runtimeError.message}`)
    const reports = process.env.BENCH_PAGES_REPORTS
    if (reports)
      await Bun.write(
        `${reports}/${page.path.slice(1).replaceAll('/', '-')}-${Date.now()}.json`,
        JSON.stringify(run.lhr),
      )
    return figuresOf(run.lhr)
  } finally {
    chrome.kill()
  }
}

const median = (runs: Figures[]) =>
  [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)] as Figures

const server = await startServerProcess({
  DATA_DIR: 'memory://',
  ADMIN_PASSWORD,
  NODE_ENV: 'production',
})
console.log(
  `bench:pages: Lighthouse mobile (simulated slow 4G, ${cpuSlowdown}x CPU), ${RUNS} run(s) per page, ${machineLoad()}`,
)
console.log(
  'page            score    FCP      LCP      TBT     CLS    total KB  script KB  requests  CPU index',
)
const checks: { label: string; ok: boolean }[] = []
try {
  for (const page of pages) {
    const runs: Figures[] = []
    for (let i = 0; i < RUNS; i++) {
      await awayFromRoundClose(page)
      runs.push(await measureSurely(server.url, page))
    }
    const f = median(runs)
    console.log(
      `${page.path.padEnd(15)} ${String(f.score).padStart(5)} ${(f.fcpMs / 1000).toFixed(2).padStart(6)} s ${(f.lcpMs / 1000).toFixed(2).padStart(6)} s ${f.tbtMs.toFixed(0).padStart(5)} ms ${f.cls.toFixed(3).padStart(6)} ${f.totalKb.toFixed(1).padStart(9)} ${f.scriptKb.toFixed(1).padStart(10)} ${String(f.requests).padStart(9)} ${f.cpuIndex.toFixed(0).padStart(10)}`,
    )
    // How far the runs spread tells whether a change moved the median or the machine did.
    if (runs.length > 1)
      console.log(
        `${''.padEnd(15)} runs: ${runs.map((run) => `${run.score} / LCP ${(run.lcpMs / 1000).toFixed(2)} s / TBT ${run.tbtMs.toFixed(0)} ms / CPU ${run.cpuIndex.toFixed(0)}`).join(', ')}`,
      )
    checks.push(
      { label: `${page.path} score ≥ ${TARGETS.score}`, ok: f.score >= TARGETS.score },
      { label: `${page.path} FCP ≤ ${TARGETS.fcpMs} ms`, ok: f.fcpMs <= TARGETS.fcpMs },
      { label: `${page.path} LCP ≤ ${TARGETS.lcpMs} ms`, ok: f.lcpMs <= TARGETS.lcpMs },
      { label: `${page.path} TBT ≤ ${TARGETS.tbtMs} ms`, ok: f.tbtMs <= TARGETS.tbtMs },
      { label: `${page.path} CLS ≤ ${TARGETS.cls}`, ok: f.cls <= TARGETS.cls },
    )
  }
} finally {
  await server.stop()
}
verdict('bench:pages', checks)
