import { expect, type Page } from '@playwright/test'

/** The seeded administrators of the browser suite (playwright.config.ts: ADMIN_PASSWORD, DEMO). */
export const administrators = {
  admin: { loginId: 'admin', password: 'admin1234' },
  /** The demo's second SUPER: approves what `admin` proposes (four eyes). */
  admin2: { loginId: 'admin2', password: 'demo1234' },
  hq1: { loginId: 'hq1', password: 'demo1234' },
  agency1: { loginId: 'agency1', password: 'demo1234' },
  shop1: { loginId: 'shop1', password: 'demo1234' },
} as const

/** Signs in at /admin/login through the form and waits for the console. */
export async function signInAdmin(page: Page, who: keyof typeof administrators = 'admin') {
  const { loginId, password } = administrators[who]
  await page.goto('/admin/login')
  await page.getByPlaceholder('아이디').fill(loginId)
  await page.getByPlaceholder('비밀번호').fill(password)
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/(?!login)/)
}
