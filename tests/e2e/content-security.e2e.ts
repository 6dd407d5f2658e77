import { expect, type Page, test } from '@playwright/test'
import { signInAdmin } from './support/admin'
import { signIn } from './support/game'

/*
 * The built app under its Content-Security-Policy: every page of both areas runs, the dark theme is
 * applied before the app loads (by the page's inline script, allowed by its hash; a sign-in page has a
 * second, which asks for the scripts once the page is painted), and the browser reports no violation.
 */
function recordViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

test('member and console pages run under the policy without a violation', async ({ page }) => {
  const violations = recordViolations(page)
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
  const policy = (await page.goto('/login'))?.headers()['content-security-policy'] ?? ''
  expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+' 'sha256-[\w+/=]+'(;|$)/)
  await expect(page.locator('html')).toHaveClass(/dark/)

  await signIn(page, 'member1')
  for (const path of ['/game', '/topup', '/bets', '/profile', '/fairness']) {
    await page.goto(path)
    await expect(page.locator('main, [role="main"], #root > *').first()).toBeVisible()
  }
  await signInAdmin(page, 'admin')
  for (const path of ['/admin/members', '/admin/odds', '/admin/stats']) {
    await page.goto(path)
    await expect(page.locator('#root > *').first()).toBeVisible()
  }
  // Late violations (lazy chunks, styles injected after load) have a moment to be reported.
  await page.waitForTimeout(1_000)
  expect(violations).toEqual([])
})
