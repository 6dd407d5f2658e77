import { type Browser, expect, type Page, test } from '@playwright/test'
import { signInAdmin } from './support/admin'
import { propose } from './support/approvals'
import { drawCurrentRound, openRoundWithTime, signIn } from './support/game'
import { captureScreens } from './support/screens'

/*
 * Four eyes: what one SUPER proposes applies only when another approves it. `admin` proposes in the
 * console, `admin2` (a second browser, so each keeps their own sign-in) approves or rejects it in
 * 승인 대기; the proposer cannot approve their own, a rejection needs a reason, and a change the state
 * refuses by the time it is approved shows the server's refusal. The member sees an approved manual
 * result before betting on its round.
 */

test.describe.configure({ mode: 'serial' })

const toasts = (page: Page) => page.locator('[data-sonner-toast]')
const proposalCard = (page: Page, id: number) => page.locator(`article[data-proposal="${id}"]`)
const counter = (page: Page) => page.getByRole('link', { name: /^승인 대기/ }).first()

/** The second SUPER's console, in a browser context of its own. */
async function secondSuper(browser: Browser) {
  const context = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  const page = await context.newPage()
  await signInAdmin(page, 'admin2')
  return { page, close: () => context.close() }
}

/** The proposal number the console announced: '승인 대기 중 (제안 #12) — …'. */
async function sentId(page: Page): Promise<number> {
  const text = (await page.getByTestId('proposal-sent').first().textContent()) ?? ''
  const id = Number(/제안 #(\d+)/.exec(text)?.[1])
  expect(id, text).toBeGreaterThan(0)
  return id
}

test('admin proposes a manual result, may not approve it, admin2 approves it and the member is told', async ({
  page,
  browser,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const game = await openRoundWithTime(request, 120)
  const next = game.round + 1
  const nextToday = game.todayRound === 288 ? 1 : game.todayRound + 1

  await signInAdmin(page, 'admin')
  await page.goto('/admin/results')
  const card = page.getByTestId('manual-result')
  await expect(card.getByTestId('manual-rule')).toContainText('승인할 때 회차가 이미 열렸거나 베팅이 있으면')
  // The next round is the default: it has not opened yet.
  await expect(card.getByLabel('회차 번호')).toHaveValue(String(next))
  await expect(card.getByTestId('round-opening')).toHaveText('아직 열리지 않음')
  for (const ball of [2, 11, 17, 23, 28])
    await card.getByRole('button', { name: `일반볼 ${ball}`, exact: true }).click()
  await card.getByRole('button', { name: '파워볼 4', exact: true }).click()
  await card.getByLabel('제안 사유 (선택)').fill('추첨기 점검으로 결과 입력')
  await card.getByRole('button', { name: '결과 제안' }).click()
  const confirmation = page.getByRole('alertdialog', { name: `${nextToday}회차 (#${next}) 결과 제안` })
  await confirmation.getByRole('button', { name: '제안 보내기' }).click()
  await expect(confirmation).toBeHidden()
  await expect(card.getByTestId('proposal-sent')).toContainText('다른 최고관리자가 승인하면 적용됩니다')
  const id = await sentId(page)
  await expect(card.getByTestId('proposal-sent')).toContainText(`승인 대기 중 (제안 #${id})`)

  // The header counts it; the list shows what it changes, and the proposer may only withdraw it.
  await expect(counter(page)).toBeVisible()
  await counter(page).click()
  await expect(page).toHaveURL(/\/admin\/approvals$/)
  const mine = proposalCard(page, id)
  await expect(mine).toContainText('수동 결과')
  await expect(mine.getByTestId('proposal-status')).toHaveText('승인 대기')
  await expect(mine.getByTestId('proposal-change')).toContainText(`${nextToday}회차 (#${next})`)
  await expect(mine.getByTestId('proposal-reason')).toHaveText('추첨기 점검으로 결과 입력')
  await expect(mine.getByTestId('proposed-by')).toContainText('admin')
  await expect(mine.getByTestId('time-left')).toHaveText(/^23시간 5\d분 남음$/)
  await expect(mine.getByRole('button', { name: `제안 #${id} 승인` })).toBeDisabled()
  await expect(mine).toContainText('본인이 제안한 변경입니다. 다른 최고관리자가 승인해야 합니다.')
  await expect(mine.getByRole('button', { name: `제안 #${id} 철회` })).toBeEnabled()
  await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 })
  await captureScreens(page, testInfo, 'approvals-list')

  // admin2 approves it after a confirmation; admin's list follows live.
  const second = await secondSuper(browser)
  try {
    await second.page.goto('/admin/approvals')
    const theirs = proposalCard(second.page, id)
    await expect(theirs.getByRole('button', { name: `제안 #${id} 승인` })).toBeEnabled()
    await theirs.getByRole('button', { name: `제안 #${id} 승인` }).click()
    const approval = second.page.getByRole('alertdialog', { name: `제안 #${id}을 승인할까요?` })
    await expect(approval).toContainText(`${nextToday}회차 (#${next})`)
    await approval.getByRole('button', { name: '승인하고 적용' }).click()
    await expect(toasts(second.page).getByText(`제안 #${id}을 승인해 적용했습니다.`)).toBeVisible()
    await expect(theirs).toHaveCount(0)
    await second.page.getByRole('tab', { name: '적용됨' }).click()
    await expect(second.page).toHaveURL(/status=APPLIED/)
    await expect(proposalCard(second.page, id).getByTestId('proposal-status')).toHaveText('적용됨')
    await expect(proposalCard(second.page, id).getByTestId('decided-by')).toContainText('admin2')
  } finally {
    await second.close()
  }
  await expect(mine).toHaveCount(0)

  // The member sees, before betting, that the round's result is the operator's.
  await drawCurrentRound(request)
  const manualRound = await openRoundWithTime(request, 0)
  const member = await context.newPage()
  await signIn(member, 'member3')
  await expect(member.getByTestId('round-number')).toHaveText(`${nextToday}회차`)
  const notice = member.getByTestId('manual-result-notice')
  await expect(notice).toContainText(
    '이 회차의 결과는 운영자(최고관리자)가 정했습니다 · 승인 승인관리자 · 사유 추첨기 점검으로 결과 입력',
  )
  await captureScreens(member, testInfo, 'game-manual-result-notice')

  // It draws the operator's result, and /fairness names who proposed and approved it, and why.
  await drawCurrentRound(request)
  // Its game date: once the day's last round is drawn the page opens on the next day.
  await member.goto(`/fairness?date=${manualRound.gameDate}`)
  const intervention = member
    .getByTestId('interventions')
    .locator('[data-intervention="MANUAL_RESULT"]')
    .last()
  await expect(intervention).toContainText(`${nextToday}회차 (#${next})`)
  await expect(intervention).toContainText('admin')
  await expect(intervention).toContainText('admin2')
  await expect(intervention).toContainText('추첨기 점검으로 결과 입력')
  const row = member.locator(`li[data-round="${next}"]`)
  await expect(row.getByText('수동 결과')).toBeVisible()
})

test('admin2 rejects an odds proposal, giving the reason it needs', async ({ page, request }) => {
  const proposal = await propose(request, 'PUT', '/admin/odds', {
    marketCode: 'PB_ODD_EVEN',
    selectionCode: 'PB_ODD',
    odds: 1.92,
    reason: '홀 배당 소폭 인하',
  })
  await signInAdmin(page, 'admin2')
  await page.goto('/admin/approvals')
  const card = proposalCard(page, proposal.id)
  await expect(card).toContainText('배당 변경')
  await expect(card.getByTestId('proposal-change')).toContainText('파워볼 홀')
  await expect(card.getByTestId('proposal-change')).toContainText('1.93배 → 1.92배')

  await card.getByRole('button', { name: `제안 #${proposal.id} 거절` }).click()
  const dialog = page.getByRole('dialog', { name: `제안 #${proposal.id} 거절` })
  await dialog.getByRole('button', { name: '거절하기' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('거절 사유를 입력해주세요.')
  await dialog.getByLabel('거절 사유').fill('이번 주는 배당을 바꾸지 않습니다')
  await dialog.getByRole('button', { name: '거절하기' }).click()
  await expect(dialog).toBeHidden()
  await expect(toasts(page).getByText(`제안 #${proposal.id}을 거절했습니다.`)).toBeVisible()

  await page.getByRole('tab', { name: '거절됨' }).click()
  const rejected = proposalCard(page, proposal.id)
  await expect(rejected.getByTestId('proposal-status')).toHaveText('거절됨')
  await expect(rejected.getByTestId('decision-reason')).toHaveText('이번 주는 배당을 바꾸지 않습니다')
  await expect(rejected.getByTestId('decided-by')).toContainText('admin2')

  // Nothing changed: the odds are still the default.
  await page.goto('/admin/odds')
  await expect(page.getByLabel('파워볼 홀 새 배당', { exact: true })).toHaveValue('1.93')
})

test('a proposal the state refuses when approved shows the refusal and stays as failed', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const game = await openRoundWithTime(request, 60)
  const proposal = await propose(request, 'POST', '/admin/manual-result', {
    roundNumber: game.round + 1,
    normalBalls: [1, 2, 3, 4, 5],
    powerBall: 0,
  })
  // By the time admin2 looks, the round has opened for betting.
  await drawCurrentRound(request)
  await openRoundWithTime(request, 0)

  await signInAdmin(page, 'admin2')
  await page.goto('/admin/approvals')
  const card = proposalCard(page, proposal.id)
  await card.getByRole('button', { name: `제안 #${proposal.id} 승인` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: '승인하고 적용' }).click()
  await expect(page.getByRole('alert').filter({ hasText: `제안 #${proposal.id} 처리 실패` })).toContainText(
    '베팅이 시작된 회차에는 결과를 입력할 수 없습니다.',
  )
  await page.getByRole('tab', { name: '실패' }).click()
  const failed = proposalCard(page, proposal.id)
  await expect(failed.getByTestId('proposal-status')).toHaveText('적용 실패')
  await expect(failed.getByTestId('proposal-failure')).toContainText('베팅이 시작된 회차에는')
  // Every proposal of this spec, decided or not, newest first.
  await page.getByRole('tab', { name: '전체' }).click()
  await expect(page).toHaveURL(/status=all/)
  await expect(proposalCard(page, proposal.id)).toBeVisible()
  await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 })
  await captureScreens(page, testInfo, 'approvals-all')
})

test('the odds and settings say each change waits for a second SUPER', async ({ page }) => {
  await signInAdmin(page, 'admin')
  await page.goto('/admin/odds')
  await expect(page.getByText('바뀐 항목마다 제안이 1건씩 만들어집니다.', { exact: false })).toBeVisible()
  await expect(page.getByTestId('edge-summary')).toContainText('최소 하우스 엣지 1%')
  await expect(page.getByTestId('min-house-edge')).toContainText('지금 회원에게 줄 수 있는 최고 적립률은')
  await expect(page.getByTestId('self-approval-switch')).toHaveAttribute('aria-checked', 'false')
  await expect(page.getByRole('button', { name: '변경 제안', exact: true })).toBeDisabled()
})

test('shop1 has no approvals, in the menu, the header or by address', async ({ page }) => {
  await signInAdmin(page, 'shop1')
  const menu = page.getByRole('navigation', { name: '관리자 메뉴' })
  await menu.getByRole('link', { name: '운영 관리' }).click()
  await expect(menu.getByRole('link', { name: '승인 대기' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^승인 대기/ })).toHaveCount(0)
  await page.goto('/admin/approvals')
  await expect(page.getByText('승인 대기 목록은 최고관리자만 볼 수 있습니다.')).toBeVisible()
})
