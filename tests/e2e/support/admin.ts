import { expect, type Page } from '@playwright/test'
import { openSignedIn } from './session'

/** The seeded administrators of the browser suite (playwright.config.ts: ADMIN_PASSWORD, DEMO). */
export const administrators = {
  admin: { loginId: 'admin', password: 'admin1234' },
  /** The demo's second SUPER: approves what `admin` proposes (four eyes). */
  admin2: { loginId: 'admin2', password: 'demo1234' },
  hq1: { loginId: 'hq1', password: 'demo1234' },
  agency1: { loginId: 'agency1', password: 'demo1234' },
  shop1: { loginId: 'shop1', password: 'demo1234' },
} as const

/** Signs in (docs/testing.md §6: through the API) and waits for the console. */
export async function signInAdmin(page: Page, who: keyof typeof administrators = 'admin') {
  await openSignedIn(page, { area: 'admin', ...administrators[who], path: '/admin' })
  await expect(page).toHaveURL(/\/admin\/(?!login)/)
}
