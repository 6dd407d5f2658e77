import { createHash } from 'node:crypto'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { proposeAndApprove } from './support/approvals'
import {
  currentGame,
  drawCurrentRound,
  expectNoHorizontalScroll,
  openRoundWithTime,
  signIn,
} from './support/game'
import { captureScreens, screenshotPage } from './support/screens'

/*
 * An administrator voids the round being bet on. It is never drawn, but at its draw time its seed is
 * revealed like any other: the game page's commitment for the next round carries on across it, and
 * the fairness page verifies the whole day with the voided round in its chain.
 */

const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex')

interface RevealedRound {
  round: number
  status: string
  seed: string
  powerball: number | null
}

async function fairnessRounds(request: APIRequestContext, date: string) {
  const response = await request.get(`/api/games/fairness?date=${date}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: { rounds: RevealedRound[] } }).data.rounds
}

test('a voided round reveals its seed at its draw time and the fairness page verifies the day', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  // The voided round and the one after it on the same game day.
  while ((await currentGame(request)).todayRound >= 287) await drawCurrentRound(request)
  const game = await openRoundWithTime(request, 60)
  await signIn(page, 'member3')
  const commitment = page.getByTestId('round-commitment').locator('code')
  await expect(commitment).toHaveAttribute('title', /^[0-9a-f]{64}$/)

  // admin proposes the void and admin2 approves it (four eyes).
  await proposeAndApprove(request, 'POST', `/admin/rounds/${game.round}/void`, { reason: '추첨 장비 점검' })
  expect((await fairnessRounds(request, game.gameDate)).map((r) => r.round)).not.toContain(game.round)

  // Past its draw time: the seed is out, and the next round's commitment on the game page is it.
  await drawCurrentRound(request)
  await expect(page.getByTestId('round-number')).toHaveText(`${game.todayRound + 1}회차`)
  const revealed = (await fairnessRounds(request, game.gameDate)).find((r) => r.round === game.round)
  expect(revealed).toMatchObject({ status: 'VOID', powerball: null })
  const seed = revealed?.seed ?? ''
  await expect(commitment).toHaveAttribute('title', seed)

  // The next round draws from the seed the voided round committed to.
  await openRoundWithTime(request, 0)
  await drawCurrentRound(request)
  const next = (await fairnessRounds(request, game.gameDate)).find((r) => r.round === game.round + 1)
  expect(sha256(next?.seed ?? '')).toBe(seed)

  await page.goto(`/fairness?date=${game.gameDate}`)
  const voidedRow = page.locator(`li[data-round="${game.round}"]`)
  await expect(voidedRow.getByTestId('voided-round')).toHaveText('취소')
  await expect(voidedRow.getByRole('img')).toHaveCount(0)
  await expect(voidedRow).toContainText(seed)
  await expect(voidedRow.getByTestId('void-reason')).toHaveText('운영자 취소')
  // The void is an intervention: who proposed it, who approved it, and why.
  const intervention = page
    .getByTestId('interventions')
    .locator('[data-intervention="ROUND_VOID"]')
    .filter({ hasText: `(#${game.round})` })
  await expect(intervention).toContainText('admin2')
  await expect(intervention).toContainText('추첨 장비 점검')
  await voidedRow.getByRole('button', { name: `${game.todayRound}회차 검증` }).click()
  await expect(voidedRow.getByText('취소된 회차 · 시드 검증됨')).toBeVisible()

  await page.getByRole('button', { name: '전체 검증' }).click()
  await expect(page.getByTestId('fairness-summary')).toHaveText(
    /^(\d+)개 회차 중 \1개 검증 완료 \(취소된 회차 [1-9]\d*개 포함\)$/,
  )
  await expect(voidedRow.getByText('취소된 회차 · 시드 검증됨')).toBeVisible()
  await expect(
    page.locator(`li[data-round="${game.round + 1}"]`).getByText('검증됨', { exact: true }),
  ).toBeVisible()
  await captureScreens(page, testInfo, 'fairness-with-voided-round')

  // At phone width, and in English.
  await page.setViewportSize({ width: 360, height: 740 })
  await expect(voidedRow.getByText('취소된 회차 · 시드 검증됨')).toBeVisible()
  await expectNoHorizontalScroll(page)
  await page.getByRole('button', { name: '메뉴 열기' }).click()
  await page.getByRole('dialog', { name: '메뉴' }).getByRole('button', { name: 'English' }).click()
  await page.keyboard.press('Escape')
  await expect(voidedRow.getByTestId('voided-round')).toHaveText('Voided')
  await expect(voidedRow.getByText('Voided round · seed verified')).toBeVisible()
  await expect(page.getByTestId('fairness-summary')).toHaveText(
    /^(\d+) of \1 rounds verified \([1-9]\d* voided\)$/,
  )
  await expectNoHorizontalScroll(page)
  await screenshotPage(page, testInfo.outputPath('fairness-with-voided-round-360-en.png'))
})
