import { type APIRequestContext, expect, test } from '@playwright/test'
import { drawCurrentRound, expectNoHorizontalScroll, openRoundWithTime, signIn } from './support/game'
import { captureScreens } from './support/screens'

/*
 * Draw version 2 on /fairness: the day's beacon (here the suite's local beacon, which must say it is
 * not independent, with its public key), whether one SUPER may approve their own interventions, and
 * a round verified in the browser: its seed chains to the anchor, its beacon is the chain's BLS
 * signature of the right beacon round, and seed and beacon give its result.
 */

interface RevealedRound {
  round: number
  todayRound: number
  status: string
  drawVersion: number
  beacon: { round: number; randomness: string } | null
}

async function fairnessDay(request: APIRequestContext, date: string) {
  const response = await request.get(`/api/games/fairness?date=${date}`)
  expect(response.ok()).toBe(true)
  return (
    (await response.json()) as {
      data: { beacon: { mode: string; publicKey: string } | null; rounds: RevealedRound[] }
    }
  ).data
}

test('the local beacon says it is not independent, and a version 2 round verifies with it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  // A round drawn with the beacon, on the same game day as the page shows.
  const game = await openRoundWithTime(request, 0)
  await drawCurrentRound(request)
  const day = await fairnessDay(request, game.gameDate)
  expect(day.beacon?.mode).toBe('local')
  const drawn = day.rounds.find((round) => round.round === game.round)
  expect(drawn).toMatchObject({ drawVersion: 2 })
  expect(drawn?.beacon?.randomness).toMatch(/^[0-9a-f]{64}$/)

  await signIn(page, 'member2')
  await page.goto(`/fairness?date=${game.gameDate}`)
  const beacon = page.getByTestId('beacon-card')
  await expect(beacon).toHaveAttribute('data-mode', 'local')
  await expect(beacon.getByTestId('beacon-name')).toHaveText('로컬 비콘: 독립적이지 않음')
  await expect(beacon).toContainText('키를 가진 운영사에 대해서는 아무것도 보장하지 않습니다')
  await expect(beacon.getByTestId('beacon-public-key')).toHaveText(day.beacon?.publicKey ?? '')
  await expect(page.getByTestId('self-approval')).toHaveAttribute('data-on', 'false')
  await expect(page.getByTestId('self-approval')).toContainText('두 사람 승인')

  const row = page.locator(`li[data-round="${game.round}"]`)
  await expect(row.getByText('v2')).toBeVisible()
  await expect(row.getByTestId('round-beacon')).toContainText(`#${drawn?.beacon?.round}`)
  await expect(row.getByTestId('round-randomness')).toHaveText(drawn?.beacon?.randomness ?? '')
  await row.getByRole('button', { name: `${game.todayRound}회차 검증` }).click()
  await expect(row.getByText('검증됨', { exact: true })).toBeVisible()
  const checks = row.getByTestId('checks')
  await expect(checks.locator('li')).toHaveCount(4)
  await expect(checks.locator('li[data-ok="true"]')).toHaveCount(4)
  await expect(checks).toContainText('시드가 앵커로 이어짐 · 통과')
  await expect(checks).toContainText('비콘 서명이 이 날의 공개키로 검증됨 · 통과')
  await expect(checks).toContainText(`비콘 라운드가 이 회차의 라운드 (#${drawn?.beacon?.round}) · 통과`)
  await expect(checks).toContainText('시드와 비콘 난수로 결과를 다시 계산해 일치 · 통과')
  await page.evaluate(() => window.scrollTo(0, 0))
  await captureScreens(page, testInfo, 'fairness')

  // The whole day, at phone width: every round verifies, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: '전체 검증' }).click()
  await expect(page.getByTestId('fairness-summary')).toHaveText(/^(\d+)개 회차 중 \1개 검증 완료/, {
    timeout: 60_000,
  })
  await expectNoHorizontalScroll(page)
})
