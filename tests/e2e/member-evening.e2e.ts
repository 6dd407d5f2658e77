import { createHash } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { proposeAndApprove } from './support/approvals'
import {
  adminToken,
  drawCurrentRound,
  expectNoHorizontalScroll,
  openRoundWithTime,
  signIn,
  startPrinterBridge,
  wonOf,
} from './support/game'

/*
 * A member's evening on the game page, on the server's test clock so that a round passes in
 * seconds: bet, watch the draw settle the bet live, check the round's fairness, look back through
 * the history, change the password. Then the same member area once more at phone size.
 */

const balanceOf = async (page: Page) => wonOf(await page.getByTestId('game-balance').textContent())
const toasts = (page: Page) => page.locator('[data-sonner-toast]')

/** `admin` proposes the odds and `admin2` approves them (four eyes). */
async function setOdds(request: Parameters<typeof adminToken>[0], odds: number) {
  await proposeAndApprove(request, 'PUT', '/admin/odds', {
    marketCode: 'PB_ODD_EVEN',
    selectionCode: 'PB_ODD',
    odds,
  })
}

async function buy(page: Page, selectionCode: string) {
  const board = page.getByTestId('bet-slip')
  await page.locator(`[data-selection="${selectionCode}"]`).click()
  await board.getByRole('button', { name: '+10,000 원 추가' }).click()
  await board.getByRole('button', { name: '구매하기' }).click()
  const confirmation = page.getByRole('dialog', { name: '베팅 확인' })
  await expect(confirmation).toContainText('10,000원')
  await expect(confirmation).toContainText('19,300원')
  await confirmation.getByRole('button', { name: '구매 확정' }).click()
  await expect(confirmation).toBeHidden()
}

test('a member plays an evening: bet, live settlement, fairness, history, password', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000)
  const printer = await startPrinterBridge(18080)
  try {
    const game = await openRoundWithTime(request)
    await signIn(page, 'member2')
    // Receipts go to the printer once the member has switched printing on, on the profile page.
    await page.goto('/profile')
    await page.getByRole('switch', { name: '구매 시 영수증 출력' }).click()
    await page.goto('/game')

    // The header: round being bet on, today's round, a running countdown on the server's clock.
    await expect(page.getByTestId('round-number')).toHaveText(`${game.todayRound}회차`)
    await expect(page.getByText(`#${game.round}`)).toBeVisible()
    const countdown = page.getByTestId('countdown')
    const firstReading = await countdown.textContent()
    await expect(countdown).not.toHaveText(firstReading ?? '', { timeout: 3_000 })
    await expect(page.getByText('베팅 가능')).toBeVisible()
    const startBalance = await balanceOf(page)
    expect(startBalance).toBe(500_000)

    // The round's commitment is shown before its draw.
    const commitment = await page.getByTestId('round-commitment').locator('code').getAttribute('title')
    expect(commitment).toMatch(/^[0-9a-f]{64}$/)

    // An administrator changes the odds: the board follows without a reload, and back again.
    const pbOdd = page.locator('[data-selection="PB_ODD"]')
    await expect(pbOdd).toContainText('1.93배')
    await setOdds(request, 1.92)
    await expect(pbOdd).toContainText('1.92배')
    await setOdds(request, 1.93)
    await expect(pbOdd).toContainText('1.93배')

    // Selecting toggles and replaces the single cart item.
    const slip = page.getByTestId('bet-slip')
    await pbOdd.click()
    await expect(pbOdd).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('slip-selection')).toHaveText('파워볼 홀')
    await pbOdd.click()
    await expect(pbOdd).toHaveAttribute('aria-pressed', 'false')
    await slip.getByRole('button', { name: '구매하기' }).click()
    await expect(slip.getByRole('alert')).toHaveText('베팅 항목을 선택해주세요.')
    await page.locator('[data-selection="BIG"]').click()
    await page.locator('[data-selection="ODD_ODD_UNDER"]').click()
    await expect(page.locator('[data-selection="BIG"]')).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByTestId('slip-selection')).toHaveText('파홀+일홀+일언')

    // Stakes: quick buttons add up, a custom amount, a reset; no stake is refused.
    await slip.getByRole('button', { name: '구매하기' }).click()
    await expect(slip.getByRole('alert')).toHaveText('베팅 금액을 선택해주세요.')
    await slip.getByRole('button', { name: '+10,000 원 추가' }).click()
    await slip.getByRole('button', { name: '+50,000 원 추가' }).click()
    await expect(page.getByTestId('slip-stake')).toHaveText('60,000원')
    await slip.getByRole('button', { name: '직접 입력' }).click()
    await slip.getByRole('textbox', { name: '베팅 금액 직접 입력' }).fill('600000')
    await expect(page.getByTestId('slip-stake')).toHaveText('600,000원')
    await slip.getByRole('button', { name: '구매하기' }).click()
    await expect(slip.getByRole('alert')).toHaveText('잔액이 부족합니다. (현재 잔액: 500,000원)')
    await slip.getByRole('button', { name: '금액 초기화' }).click()
    await expect(page.getByTestId('slip-stake')).toHaveText('0원')
    await page.locator('[data-selection="ODD_ODD_UNDER"]').click()

    // Two purchases on one round, one on each side: exactly one of them wins.
    await buy(page, 'PB_ODD')
    await expect(toasts(page).getByText(`${game.todayRound}회차 파워볼 홀 10,000원 구매 완료`)).toBeVisible()
    await expect.poll(() => balanceOf(page)).toBe(startBalance - 10_000)
    await expect(page.getByTestId('slip-stake')).toHaveText('0원')
    await buy(page, 'PB_EVEN')
    await expect.poll(() => balanceOf(page)).toBe(startBalance - 20_000)
    const myBets = page.getByTestId('my-bets')
    await expect(myBets.locator('li')).toHaveCount(2)
    await expect(myBets.getByText('대기')).toHaveCount(2)

    // Each purchase went to the local printer bridge.
    await expect.poll(() => printer.jobs.length).toBe(2)
    expect(printer.jobs[0]?.path).toBe('/print')
    expect(JSON.stringify(printer.jobs[0]?.body.lines)).toContain('파워볼 홀')
    expect(printer.jobs[0]?.body.lines?.at(-1)).toEqual({ cut: 65 })

    // The draw: buying closes, the result arrives, the bets settle with a win toast and the balance.
    await drawCurrentRound(request)
    await expect(page.getByTestId('closed-overlay')).toContainText(
      `${game.todayRound}회차 구매가 마감되었습니다`,
    )
    const win = toasts(page).filter({ hasText: `${game.todayRound}회차 당첨! +19,300원` })
    await expect(win).toContainText(`보유머니 ${(startBalance - 700).toLocaleString('ko-KR')}원`)
    await expect.poll(() => balanceOf(page)).toBe(startBalance - 700)
    await expect(myBets.getByText('당첨')).toHaveCount(1)
    await expect(myBets.getByText('낙첨')).toHaveCount(1)
    await expect(myBets.getByText('+19,300원')).toBeVisible()

    // A new round: the countdown starts again from five minutes and the cart is empty.
    await expect(page.getByTestId('round-number')).toHaveText(`${(game.todayRound % 288) + 1}회차`)
    await expect(countdown).toHaveText(/^0[45]:\d\d$/)
    await expect(page.getByTestId('slip-selection')).toHaveText('베팅 항목을 선택하세요')

    // Fairness: the revealed seed hashes to the commitment shown before the draw, and the browser
    // verifies the round against the day's anchor.
    const fairness = (await (await request.get(`/api/games/fairness?date=${game.gameDate}`)).json()) as {
      data: { rounds: { round: number; seed: string }[] }
    }
    const seed = fairness.data.rounds.find((round) => round.round === game.round)?.seed ?? ''
    expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(commitment)
    const resultRow = page.getByTestId('recent-results').locator(`li[data-round="${game.round}"]`)
    await resultRow.getByRole('button', { name: `${game.todayRound}회차 검증` }).click()
    await expect(resultRow.getByText('검증됨')).toBeVisible()

    // Bet detail, and its printable receipt in a tab of its own.
    await myBets.getByRole('button', { name: /파워볼 홀/ }).click()
    const detail = page.getByRole('dialog', { name: '베팅 상세' })
    await expect(detail).toContainText('당첨')
    await expect(detail).toContainText('19,300원')
    const [receipt] = await Promise.all([
      context.waitForEvent('page'),
      detail.getByRole('link', { name: '영수증' }).click(),
    ])
    await expect(receipt.getByTestId('receipt')).toContainText('파워볼 구매 영수증')
    await expect(receipt.getByTestId('receipt')).toContainText('1.93배')
    await receipt.close()
    await detail.getByRole('button', { name: '닫기' }).first().click()
    await expect(detail).toBeHidden()

    // Money and point history from the header, with a transaction detail.
    await page.getByRole('button', { name: '머니내역' }).click()
    const payout = page.getByRole('button', { name: /당첨금/ })
    await expect(payout).toContainText('+19,300원')
    await payout.click()
    const transaction = page.getByRole('dialog', { name: '거래 상세' })
    await expect(transaction).toContainText(`${(startBalance - 700).toLocaleString('ko-KR')}원`)
    await transaction.getByRole('button', { name: '베팅 상세 보기' }).click()
    await expect(page.getByRole('dialog', { name: '베팅 상세' })).toContainText('파워볼 홀')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: '포인트내역' }).click()
    // The member's point rate of each stake (the seed keeps it within the minimum house edge), earned
    // in one row for the round's two purchases.
    const listed = await request.get('/api/admin/users?q=member2&limit=100', {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
    })
    const { items } = ((await listed.json()) as { data: { items: { loginId: string; pointRate: number }[] } })
      .data
    const rate = items.find((item) => item.loginId === 'member2')?.pointRate ?? 0
    await expect(page.getByRole('button', { name: /적립/ }).first()).toContainText(
      `+${(2 * Math.floor((10_000 * rate) / 100)).toLocaleString('ko-KR')}P`,
    )

    // The day's rounds with their seeds, all verified in the browser.
    await page.getByRole('tab', { name: '게임' }).click()
    await page.getByRole('link', { name: '공정성 검증' }).click()
    await expect(page).toHaveURL(/\/fairness/)
    // The page opens on the day being bet on: after the day's last round that is the next day.
    await page.getByLabel('게임 날짜').fill(game.gameDate)
    await expect(page.locator(`li[data-round="${game.round}"]`)).toContainText(seed)
    await page.getByRole('button', { name: '전체 검증' }).click()
    await expect(page.getByTestId('fairness-summary')).toHaveText(/(\d+)개 회차 중 \1개 검증 완료/)

    // The bet list: filters and page size live in the address.
    await page.getByRole('link', { name: '베팅 내역' }).click()
    await expect(page).toHaveURL(/\/bets$/)
    const table = page.getByTestId('bet-table')
    await expect(table.locator('tbody tr')).toHaveCount(2)
    await page.getByLabel('상태').selectOption('WON')
    await expect(table.locator('tbody tr')).toHaveCount(1)
    await expect(table).toContainText('파워볼')
    await expect(page).toHaveURL(/status=WON/)
    await page.getByLabel('상태').selectOption('LOST')
    await expect(table.locator('tbody tr')).toHaveCount(1)
    await page.getByLabel('상태').selectOption('')
    await page.getByLabel('표시 개수').selectOption('25')
    await expect(page).toHaveURL(/limit=25/)
    await page.getByLabel('시작일').fill('2020-01-01')
    await page.getByLabel('종료일').fill('2020-01-02')
    await expect(page.getByText('베팅 내역이 없습니다.')).toBeVisible()
    await page.getByRole('button', { name: '조건 초기화' }).click()
    await expect(table.locator('tbody tr')).toHaveCount(2)

    // The password: the confirmation must match, the current one must be right.
    await page.getByRole('link', { name: '정보 수정' }).click()
    await page.getByLabel('현재 비밀번호').fill('demo1234')
    await page.getByLabel('새 비밀번호', { exact: true }).fill('night-owl-9')
    await page.getByLabel('새 비밀번호 확인').fill('night-owl-8')
    await page.getByRole('button', { name: '비밀번호 변경' }).click()
    await expect(page.getByRole('alert')).toHaveText('새 비밀번호가 일치하지 않습니다.')
    await page.getByLabel('현재 비밀번호').fill('wrong-one')
    await page.getByLabel('새 비밀번호 확인').fill('night-owl-9')
    await page.getByRole('button', { name: '비밀번호 변경' }).click()
    await expect(page.getByRole('alert')).toHaveText('현재 비밀번호가 올바르지 않습니다.')
    await page.getByLabel('현재 비밀번호').fill('demo1234')
    await page.getByRole('button', { name: '비밀번호 변경' }).click()
    await expect(toasts(page).getByText('비밀번호가 변경되었습니다.')).toBeVisible()

    // The profile also lists the member's other devices, each with a sign-out button of its own.
    await page.getByRole('button', { name: '로그아웃', exact: true }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await signIn(page, 'member2', 'night-owl-9')
    await expect.poll(() => balanceOf(page)).toBe(startBalance - 700)
  } finally {
    await printer.close()
  }
})

async function decide(
  request: Parameters<typeof adminToken>[0],
  token: string,
  type: 'topup' | 'withdrawal',
  id: string,
  decision: { action: 'approve' } | { action: 'reject'; reason: string },
) {
  const response = await request.put(`/api/admin/transactions/${type}/${id}/status`, {
    headers: { authorization: `Bearer ${token}` },
    data: decision,
  })
  expect(response.ok(), await response.text()).toBe(true)
}

/** `admin` proposes the switch and `admin2` approves it (four eyes). */
async function pointPasswordRequired(request: Parameters<typeof adminToken>[0], required: boolean) {
  await proposeAndApprove(request, 'PUT', '/admin/settings', { pointConvertPasswordRequired: required })
}

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`

test('a member tops up, withdraws and converts points while an administrator decides', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await signIn(page, 'member1')
  const admin = await adminToken(request)
  const topBarBalance = page.getByTestId('top-bar-balance')
  await page.goto('/topup')
  await expect(page.getByRole('heading', { name: '충전 신청', level: 1 })).toBeVisible()
  const start = wonOf(await topBarBalance.textContent())
  expect(start).toBe(1_000_000)

  // Top-up: the minimum is checked before sending; quick buttons add up.
  const topupForm = page.getByTestId('topup-form')
  await topupForm.getByRole('button', { name: '충전 신청' }).click()
  await expect(topupForm.getByRole('alert')).toHaveText('최소 충전 금액은 10,000원입니다.')
  await topupForm.getByRole('button', { name: '+500,000 원 추가' }).click()
  await topupForm.getByRole('button', { name: '+1,000,000 원 추가' }).click()
  await expect(topupForm.getByLabel('금액', { exact: true })).toHaveValue('1,500,000')
  await topupForm.getByRole('button', { name: '금액 초기화' }).click()
  await topupForm.getByRole('button', { name: '+500,000 원 추가' }).click()
  await topupForm.getByLabel('메모').fill('저녁 충전')
  await topupForm.getByRole('button', { name: '충전 신청' }).click()
  await expect(toasts(page).getByText('충전 신청이 접수되었습니다. 관리자 승인 후 반영됩니다.')).toBeVisible()
  await expect(topupForm.getByLabel('금액', { exact: true })).toHaveValue('')
  const topups = page.getByTestId('topup-requests').locator('li')
  await expect(topups).toHaveCount(1)
  await expect(topups.first()).toContainText('500,000원')
  await expect(topups.first().locator('[data-status]')).toHaveText('대기')
  expect(wonOf(await topBarBalance.textContent())).toBe(start)

  // The administrator approves: the status and the balance change without a reload.
  const topupId = (await topups.first().getAttribute('data-id')) ?? ''
  await decide(request, admin, 'topup', topupId, { action: 'approve' })
  await expect(topups.first().locator('[data-status]')).toHaveText('승인')
  await expect(topBarBalance).toHaveText(won(start + 500_000))
  await topups.first().getByRole('button').click()
  const detail = page.getByRole('dialog', { name: '신청 상세' })
  await expect(detail).toContainText('500,000원')
  await expect(detail).toContainText('승인')
  await expect(detail).toContainText('저녁 충전')
  await detail.getByRole('button', { name: '닫기' }).first().click()
  await expect(detail).toBeHidden()

  // Withdrawal: no more than the balance; the amount is held at once and the request waits.
  await page.getByRole('link', { name: '환전 신청' }).click()
  await expect(page).toHaveURL(/\/withdrawal$/)
  const withdrawalForm = page.getByTestId('withdrawal-form')
  await withdrawalForm.getByLabel('금액', { exact: true }).fill('5000')
  await withdrawalForm.getByRole('button', { name: '환전 신청' }).click()
  await expect(withdrawalForm.getByRole('alert')).toHaveText('최소 출금 금액은 10,000원입니다.')
  await withdrawalForm.getByLabel('금액', { exact: true }).fill('90000000')
  await withdrawalForm.getByRole('button', { name: '환전 신청' }).click()
  await expect(withdrawalForm.getByRole('alert')).toHaveText(
    `잔액이 부족합니다. (현재 잔액: ${won(start + 500_000)})`,
  )
  await withdrawalForm.getByRole('button', { name: '금액 초기화' }).click()
  await withdrawalForm.getByRole('button', { name: '+100,000 원 추가' }).click()
  await withdrawalForm.getByRole('button', { name: '+10,000 원 추가' }).click()
  await withdrawalForm.getByRole('button', { name: '환전 신청' }).click()
  await expect(toasts(page).getByText(/환전 신청이 접수되었습니다/)).toBeVisible()
  await expect(topBarBalance).toHaveText(won(start + 500_000 - 110_000))
  const withdrawals = page.getByTestId('withdrawal-requests').locator('li')
  await expect(withdrawals).toHaveCount(1)
  await expect(withdrawals.first()).toContainText('110,000원')
  await expect(withdrawals.first().locator('[data-status]')).toHaveText('대기')

  // Rejected: the held amount comes back, live.
  const withdrawalId = (await withdrawals.first().getAttribute('data-id')) ?? ''
  await decide(request, admin, 'withdrawal', withdrawalId, { action: 'reject', reason: '계좌 확인 필요' })
  await expect(withdrawals.first().locator('[data-status]')).toHaveText('거절')
  await expect(topBarBalance).toHaveText(won(start + 500_000))

  // Points on the account page: at least 1,000P, then money and points change together.
  await page.getByRole('link', { name: '정보 수정' }).click()
  const conversion = page.getByTestId('point-convert')
  await expect(conversion.getByTestId('points-held')).toHaveText('보유 포인트 5,000P')
  await conversion.getByLabel('전환 포인트').fill('500')
  await conversion.getByRole('button', { name: '전환하기' }).click()
  await expect(conversion.getByRole('alert')).toHaveText(
    '포인트가 부족합니다. 최소 1,000P부터 전환할 수 있습니다.',
  )
  await conversion.getByLabel('전환 포인트').fill('2000')

  // While the operator requires a conversion password the server's refusal is shown as it comes.
  await pointPasswordRequired(request, true)
  try {
    await conversion.getByRole('button', { name: '전환하기' }).click()
    await expect(conversion.getByRole('alert')).toHaveText(
      '포인트 전환 비밀번호가 설정되지 않았습니다. 관리자에게 문의해주세요.',
    )
  } finally {
    await pointPasswordRequired(request, false)
  }
  await conversion.getByRole('button', { name: '전환하기' }).click()
  const converted = toasts(page).filter({ hasText: '2,000P가 2,000원으로 전환되었습니다.' })
  await expect(converted).toContainText(`보유머니 ${won(start + 502_000)} · 포인트 3,000P`)
  await expect(topBarBalance).toHaveText(won(start + 502_000))
  await expect(conversion.getByTestId('points-held')).toHaveText('보유 포인트 3,000P')

  // On the game page a single point converts, and the tabs carry the same request lists.
  await page.goto('/game')
  await page.getByRole('tab', { name: '포인트내역' }).click()
  const gameConversion = page.getByTestId('point-convert')
  await gameConversion.getByLabel('전환 포인트').fill('1')
  await gameConversion.getByRole('button', { name: '전환하기' }).click()
  await expect(page.getByTestId('game-balance')).toHaveText(won(start + 502_001))
  await expect(gameConversion.getByTestId('points-held')).toHaveText('보유 포인트 2,999P')
  await expect(
    page.getByRole('list', { name: '포인트내역' }).getByRole('button', { name: /전환/ }).first(),
  ).toContainText('-1P')
  await page.getByRole('tab', { name: '충전' }).click()
  await expect(page.getByTestId('topup-requests').locator('[data-status]')).toHaveText('승인')
  await page.getByRole('tab', { name: '환전' }).click()
  await expect(page.getByTestId('withdrawal-requests').locator('[data-status]')).toHaveText('거절')
})

test.describe('at phone size', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

  test('the member area fits a 360 px screen and a bet goes through', async ({ page, request }) => {
    test.setTimeout(90_000)
    await openRoundWithTime(request, 60)
    await signIn(page, 'member3')
    await expectNoHorizontalScroll(page)

    const start = await balanceOf(page)
    await buy(page, 'NB_UNDER')
    await expect.poll(() => balanceOf(page)).toBe(start - 10_000)
    await expectNoHorizontalScroll(page)
    // On a phone the purchase's notice lies over the header until it closes itself after 5 s: a tap
    // on the menu button meanwhile would land on the notice (and hold it open while it rests there).
    await expect(page.getByRole('region', { name: /^알림/ }).getByRole('listitem')).toHaveCount(0, {
      timeout: 10_000,
    })

    // The drawer carries the menu; choosing a page closes it.
    await page.getByRole('button', { name: '메뉴 열기' }).click()
    const drawer = page.getByRole('dialog', { name: '메뉴' })
    await drawer.getByRole('link', { name: '베팅 내역' }).click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL(/\/bets$/)
    await expect(page.getByTestId('bet-table').locator('tbody tr')).toHaveCount(1)
    const topBar = await page.getByRole('banner').boundingBox()
    expect(topBar?.height).toBe(64)
    await expect(page.getByTestId('top-bar-balance')).toHaveText(
      `${(start - 10_000).toLocaleString('ko-KR')}원`,
    )

    for (const path of ['/bets', '/profile', '/fairness', '/topup', '/withdrawal', '/game']) {
      await page.goto(path)
      await expect(page.locator('main')).toBeVisible()
      await expectNoHorizontalScroll(page)
    }

    // A refused withdrawal's message and the request list still fit the screen.
    await page.goto('/withdrawal')
    const withdrawalForm = page.getByTestId('withdrawal-form')
    await withdrawalForm.getByLabel('금액', { exact: true }).fill('999999999')
    await withdrawalForm.getByRole('button', { name: '환전 신청' }).click()
    await expect(withdrawalForm.getByRole('alert')).toContainText('잔액이 부족합니다.')
    await expectNoHorizontalScroll(page)

    // English from the switch, then Korean again; the dark theme.
    await page.goto('/bets')
    await page.getByRole('button', { name: '메뉴 열기' }).click()
    await page.getByRole('dialog', { name: '메뉴' }).getByRole('button', { name: 'English' }).click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('heading', { name: 'Bet history' })).toBeVisible()
    await expectNoHorizontalScroll(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.getByRole('button', { name: 'Switch to dark mode' }).click()
    await menu.getByRole('button', { name: '한국어' }).click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('heading', { name: '베팅 내역' })).toBeVisible()
    await expect(page.locator('html')).toHaveClass(/dark/)
  })
})
