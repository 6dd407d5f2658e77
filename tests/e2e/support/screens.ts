import { errors, type Page, type TestInfo, test } from '@playwright/test'

/** The widths every screen is looked at: a laptop and a phone. */
export const screenWidths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

/**
 * Screenshots are written only when asked for (`E2E_SCREENSHOTS=1 bunx playwright test`): they are for
 * a person to look at, and a run nobody looks at should not pay for them (docs/testing.md §6).
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1'

/**
 * Writes full-page screenshots of the page as it is now, at 1440 px and 390 px, light and dark, into
 * the test's output folder (test-results/…/<name>-<width>-<theme>.png), then restores the viewport
 * and theme. They are for looking at, not compared.
 */
export async function captureScreens(page: Page, testInfo: TestInfo, name: string) {
  if (!screenshotsWanted) return
  const original = page.viewportSize()
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark')
    for (const size of screenWidths) {
      await page.setViewportSize({ width: size.width, height: size.height })
      await layoutSettled(page)
      await screenshotPage(page, testInfo.outputPath(`${name}-${size.width}-${theme}.png`))
    }
  }
  await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), wasDark)
  if (original) await page.setViewportSize(original)
}

/**
 * Waits two animation frames, so a change (a resize, an answer drawn) and the effects it set off
 * (sticky columns, wrapping headers, observers, renders) have been laid out and painted.
 */
export async function layoutSettled(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

/** Past this a capture is taken as hung: a whole page takes well under a second. */
const captureTimeoutMs = 10_000

/**
 * Writes a screenshot of the whole page. The browser now and then leaves a capture beyond the
 * viewport unanswered on a loaded machine; such a capture is taken once more with the viewport
 * stretched to the page's height, so no capture beyond it is needed, and the viewport restored.
 * The test is given the time of both tries on top of its own, so a slow capture never eats the time
 * its assertions have; should the second try hang too, the test goes on without the picture, with a
 * warning in its report.
 */
export async function screenshotPage(page: Page, path: string) {
  const testInfo = test.info()
  if (testInfo.timeout > 0) testInfo.setTimeout(testInfo.timeout + 2 * captureTimeoutMs)
  try {
    await page.screenshot({ path, fullPage: true, timeout: captureTimeoutMs })
  } catch (error) {
    const viewport = page.viewportSize()
    if (!(error instanceof errors.TimeoutError) || !viewport) throw error
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) })
    try {
      await page.screenshot({ path, timeout: captureTimeoutMs })
    } catch (retryError) {
      if (!(retryError instanceof errors.TimeoutError)) throw retryError
      // A picture to look at is not what the test asserts: its missing is reported, not failed.
      testInfo.annotations.push({
        type: 'warning',
        description: `no screenshot ${path}: the capture hung twice`,
      })
      console.warn(`warning: no screenshot ${path}: the capture hung twice`)
    } finally {
      await page.setViewportSize(viewport)
    }
  }
}
