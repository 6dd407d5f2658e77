import type { Page, TestInfo } from '@playwright/test'

/** The widths every screen is looked at: a laptop and a phone. */
export const screenWidths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

/**
 * Writes full-page screenshots of the page as it is now, at 1440 px and 390 px, light and dark, into
 * the test's output folder (test-results/…/<name>-<width>-<theme>.png), then restores the viewport
 * and theme. They are for looking at, not compared.
 */
export async function captureScreens(page: Page, testInfo: TestInfo, name: string) {
  const original = page.viewportSize()
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark')
    for (const size of screenWidths) {
      await page.setViewportSize({ width: size.width, height: size.height })
      // Let layout settle after the resize (sticky columns, wrapping headers).
      await page.waitForTimeout(150)
      await page.screenshot({
        path: testInfo.outputPath(`${name}-${size.width}-${theme}.png`),
        fullPage: true,
      })
    }
  }
  await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), wasDark)
  if (original) await page.setViewportSize(original)
}
