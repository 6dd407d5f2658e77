import { expect, test } from '@playwright/test'
import { openRoundWithTime, signIn } from './support/game'
import { captureScreens } from './support/screens'

/*
 * What the game page tells a member when the draw beacon is late: betting paused (the server closed
 * the round early) and the last round's result delayed. The suite's local beacon is never late, so
 * the server's answer about the round (game.current) is altered on its way to the page.
 */

test('a late beacon: betting paused and the last result delayed, said in words', async ({
  page,
  request,
}, testInfo) => {
  await openRoundWithTime(request, 120)
  await page.route(/\/trpc\/[^?]*game\.current/, async (route) => {
    const response = await route.fetch()
    const calls = new URL(route.request().url()).pathname.replace('/trpc/', '').split(',')
    // A request the page gave up on (it navigated on) has no answer left to alter.
    const body = (await response.json().catch(() => null)) as
      | { result: { data: Record<string, unknown> } }[]
      | null
    if (!body) return
    const answer = body[calls.indexOf('game.current')]?.result.data
    const current = (answer?.json ?? answer) as Record<string, unknown>
    Object.assign(current, { phase: 'CLOSED', paused: true, resultDelayed: true })
    await route.fulfill({ response, json: body })
  })
  await signIn(page, 'member3')

  const overlay = page.getByTestId('paused-overlay')
  await expect(overlay).toContainText('베팅 일시 중지 (비콘 지연)')
  await expect(overlay).toContainText('비콘이 다시 오면 자동으로 재개됩니다.')
  await expect(page.getByTestId('round-phase')).toHaveText('일시 중지')
  await expect(page.getByTestId('bet-slip').getByRole('button', { name: '일시 중지' })).toBeDisabled()
  await expect(page.getByTestId('result-delayed')).toContainText('결과 지연')
  await expect(page.getByTestId('result-delayed')).toContainText('15분 안에 오지 않으면')
  await captureScreens(page, testInfo, 'game-paused')
  // The page polls the round: a call still being altered as the test ends would fail the next test.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})
