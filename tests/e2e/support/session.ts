import { expect, type Page } from '@playwright/test'
import type { Area } from '../../../apps/web/src/auth/area'
import { storageKeys } from '../../../apps/web/src/auth/storage-keys'
import { layoutSettled } from './screens'

/**
 * Signs in through the API in the page's own context (so its device cookie is the browser's, as after
 * the form) and keeps the session where the app keeps it, then opens `path`: for specs about what lies
 * behind the sign-in. The form itself is proven by auth.e2e.ts, keyboard.e2e.ts and
 * admin-two-factor.e2e.ts (docs/testing.md §6).
 */
export async function openSignedIn(
  page: Page,
  { area, loginId, password, path }: { area: Area; loginId: string; password: string; path: string },
) {
  const response = await page.request.post('/api/auth/login', { data: { loginId, password, area } })
  expect(response.ok(), await response.text()).toBe(true)
  const { data: session } = (await response.json()) as {
    data: { accessToken: string; refreshToken: string; user: unknown }
  }
  // A page of the origin that runs none of the app, so the storage is written before the app reads it.
  await page.goto('/api/health')
  const keys = storageKeys[area]
  await page.evaluate(
    (entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value)
    },
    [
      [keys.accessToken, session.accessToken],
      [keys.refreshToken, session.refreshToken],
      [keys.user, JSON.stringify(session.user)],
    ] as const,
  )
  await page.goto(path)
}

/** Calls that stay open while a page lives (its event stream): they never finish, so never wait on them. */
const isStream = (url: string) => url.includes('events.stream') || url.includes('/api/events')

const inFlightOf = new WeakMap<Page, Set<unknown>>()

/** Starts counting the page's calls in flight; call it before the navigation whose calls matter. */
export function trackCalls(page: Page) {
  if (inFlightOf.has(page)) return
  const inFlight = new Set<unknown>()
  inFlightOf.set(page, inFlight)
  page.on('request', (sent) => {
    if (!isStream(sent.url())) inFlight.add(sent)
  })
  page.on('requestfinished', (sent) => inFlight.delete(sent))
  page.on('requestfailed', (sent) => inFlight.delete(sent))
}

/**
 * Waits until every call the page made has been answered and drawn, and the drawing made no new call:
 * what the user sees once the lists and figures are in (the event stream aside).
 */
export async function callsAnswered(page: Page) {
  const inFlight = inFlightOf.get(page)
  if (!inFlight) throw new Error('trackCalls(page) was not called before the navigation')
  await expect
    .poll(
      async () => {
        if (inFlight.size > 0) return false
        await layoutSettled(page)
        return inFlight.size === 0
      },
      { intervals: [50, 100, 200] },
    )
    .toBe(true)
}
