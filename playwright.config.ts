import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'

const firstPort = Number(process.env.E2E_PORT ?? 3210)
/** One worker per core (at most four): each has a server and a game clock of its own. */
const workers = Number(process.env.E2E_WORKERS ?? Math.min(availableParallelism(), 4))
/** The worker's own server: specs move its game clock, so no two workers may share one. */
const port = firstPort + Number(process.env.TEST_PARALLEL_INDEX ?? 0)

/**
 * Browser suite: the built SPA served by the real server on a throw-away embedded database, one
 * server per worker; files are shared out between the workers, a file's tests run in order in one.
 */
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  timeout: 30_000,
  // The servers, their embedded databases and the browsers share two cores on CI: an answer that
  // waits behind a round's settlement can take longer than the default 5 s to show.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // A trace records every action's page; it is for a failure being looked into (E2E_TRACE=1), and
    // costs every passing test its time otherwise.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        // Compositing in software in the page's own process, not through the emulated GPU process:
        // a fifth less time for the same specs on two cores.
        '--disable-gpu-compositing',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The browser's own controls (date pickers) in Korean, as members and operators see them.
        '--lang=ko-KR',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'bun apps/server/src/main.ts',
    url: `http://127.0.0.1:${firstPort + index}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(firstPort + index),
      DATA_DIR: 'memory://',
      ADMIN_PASSWORD: 'admin1234',
      DEMO: '1',
      GAME_TEST_CLOCK: '1',
      DATABASE_URL: '',
      // Sign-ins prove what a password check decides, not what a guess costs (docs/testing.md §3).
      PASSWORD_HASH_MEMORY_KIB: '1024',
    },
  })),
})
