import { type APIRequestContext, expect, type Locator, test } from '@playwright/test'
import { proposeAndApprove } from './support/approvals'
import { fundedMember } from './support/cashier'
import { expectNoHorizontalScroll, openRoundWithTime, signIn, startPrinterBridge } from './support/game'
import { captureScreens } from './support/screens'

/*
 * The game page as a member first meets it on a 390 px phone: a compact board, their bets and the
 * results one tap away, a one-bar cart, the operator's caps shown before the confirmation with the
 * real sum, toasts that leave a dialog's title and the primary buttons alone, and no request to a
 * receipt printer until the member asks for printing.
 */

const phone = { width: 390, height: 844 }
const bridgePorts = /^https?:\/\/(localhost|127\.0\.0\.1):(8008|8181|18080|6100|8100|8888)\//

/** `admin` proposes the cap and `admin2` approves it (four eyes). */
async function setSizeCap(request: APIRequestContext, cap: number) {
  await proposeAndApprove(request, 'PUT', '/admin/settings', { caps: { SIZE: cap } })
}

/** What member1 has staked on the round in the SIZE group, as the server counts it. */
async function stakedOnSize(request: APIRequestContext, round: number): Promise<number> {
  const login = await request.post('/api/auth/login', { data: { loginId: 'member1', password: 'demo1234' } })
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data
  const answer = await request.get(`/api/bets/caps?roundId=${round}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  })
  const caps = (await answer.json()) as { data: { groups: { group: string; staked: number }[] } }
  return caps.data.groups.find((group) => group.group === 'SIZE')?.staked ?? -1
}

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not on screen')
  return found
}

type Box = Awaited<ReturnType<typeof box>>
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test.describe('the game page on a 390 px phone', () => {
  test.use({ viewport: phone, isMobile: true, hasTouch: true })

  test('compact board, my bets in one tap, a one-bar cart, caps before confirming, no printer probe', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000)
    const bridgeRequests: string[] = []
    page.on('request', (sent) => {
      if (bridgePorts.test(sent.url())) bridgeRequests.push(sent.url())
    })
    // A bridge is there to answer: were the page to probe, it would find one and print.
    const printer = await startPrinterBridge(18080)
    const game = await openRoundWithTime(request)
    await setSizeCap(request, 50_000)
    try {
      await signIn(page, 'member1')
      const slip = page.getByTestId('bet-slip')
      const viewTabs = page.getByRole('tablist').filter({ has: page.getByRole('tab', { name: '최근 결과' }) })

      // The top bar shows the points beside the balance.
      await expect(page.getByTestId('game-balance')).toBeVisible()
      await expect(page.getByTestId('game-points')).toHaveText(/^[\d,]+P$/)

      // Compact: the whole page is short, and the switch to my bets is in sight without scrolling.
      await expect(page.locator('[data-selection]')).toHaveCount(45)
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight)
      expect(pageHeight).toBeLessThan(1_400)
      const mineTab = viewTabs.getByRole('tab', { name: /내 베팅/ })
      expect((await box(mineTab)).y + (await box(mineTab)).height).toBeLessThan(260)

      // The cart is one bar at the bottom until a selection is made.
      const bar = await box(slip)
      expect(bar.height).toBeLessThanOrEqual(80)
      expect(bar.y + bar.height).toBeCloseTo(phone.height, 0)
      await expect(slip).toHaveAttribute('data-expanded', 'false')
      await expect(page.getByTestId('slip-selection')).toHaveText('베팅 항목을 선택하세요')
      await captureScreens(page, testInfo, 'game-board')
      // Scrolled to the end of the board, the switch is still one tap away under the header.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await expect(mineTab).toBeInViewport()
      const header = await box(page.getByRole('banner'))
      expect(Math.abs((await box(mineTab)).y - (header.y + header.height))).toBeLessThan(12)
      await page.screenshot({ path: testInfo.outputPath('board-scrolled-390.png') })
      await page.evaluate(() => window.scrollTo(0, 0))

      // First purchase: 30,000 on 대.
      const stakedBefore = await stakedOnSize(request, game.round)
      await page.locator('[data-selection="BIG"]').click()
      await expect(slip).toHaveAttribute('data-expanded', 'true')
      await slip.getByRole('button', { name: '+30,000 원 추가' }).click()
      await expect(page.getByTestId('slip-total')).toHaveText('합계 30,000원')
      await slip.getByRole('button', { name: '구매하기' }).click()
      const confirmation = page.getByRole('dialog', { name: '베팅 확인' })
      await confirmation.getByRole('button', { name: '구매 확정' }).click()
      await expect(confirmation).toBeHidden()
      const placed = page.locator('[data-sonner-toast]').filter({ hasText: '구매 완료' })
      await expect(placed).toBeVisible()

      // The toast stays clear of the cart's buy button and, with the next confirmation open, of
      // the dialog's title and its buttons.
      expect(overlaps(await box(placed), await box(slip.getByRole('button', { name: '구매하기' })))).toBe(
        false,
      )
      await page.locator('[data-selection="PB_ODD"]').click()
      await slip.getByRole('button', { name: '+10,000 원 추가' }).click()
      await slip.getByRole('button', { name: '구매하기' }).click()
      await expect(confirmation).toBeVisible()
      await expect(placed).toBeVisible()
      const toastBox = await box(placed)
      expect(overlaps(toastBox, await box(confirmation.getByRole('heading', { name: '베팅 확인' })))).toBe(
        false,
      )
      expect(overlaps(toastBox, await box(confirmation.getByRole('button', { name: '구매 확정' })))).toBe(
        false,
      )
      await page.screenshot({ path: testInfo.outputPath('dialog-with-toast-390.png') })
      await confirmation.getByRole('button', { name: '취소' }).click()

      // The caps and the real sum before the confirmation: the buy button stays off.
      const staked = stakedBefore + 30_000
      await expect.poll(() => stakedOnSize(request, game.round)).toBe(staked)
      await page.locator('[data-selection="SMALL"]').click()
      await slip.getByRole('button', { name: '금액 초기화' }).click()
      await slip.getByRole('button', { name: '+30,000 원 추가' }).click()
      const capProblem = slip.getByTestId('cap-problem')
      await expect(capProblem).toHaveText(`대중소 한도 50,000원 초과 (현재 ${won(staked)})`)
      await expect(slip.getByRole('button', { name: '구매하기' })).toBeDisabled()
      await expect(confirmation).toBeHidden()
      await captureScreens(page, testInfo, 'cap-before-confirm')
      await slip.getByRole('button', { name: '금액 초기화' }).click()
      await slip.getByRole('button', { name: '+10,000 원 추가' }).click()
      await expect(capProblem).toBeHidden()
      await expect(slip.getByRole('button', { name: '구매하기' })).toBeEnabled()

      // Folded again, the cart is one bar that still says what it holds.
      await slip.getByRole('button', { name: '베팅 카트 접기' }).click()
      await expect(slip).toHaveAttribute('data-expanded', 'false')
      expect((await box(slip)).height).toBeLessThanOrEqual(80)
      await expect(page.getByTestId('slip-total')).toHaveText('합계 10,000원')

      // One tap: the member's bets, the waiting one with no payout yet.
      await mineTab.click()
      const myBets = page.getByTestId('my-bets')
      await expect(myBets).toBeInViewport()
      const waiting = myBets.locator('li').filter({ hasText: '대' }).first()
      await expect(waiting).toContainText('대기')
      await expect(waiting.getByTestId('bet-payout')).toHaveText('—')
      await expect(page.getByTestId('bet-board')).toBeHidden()
      await captureScreens(page, testInfo, 'game-my-bets')

      // One tap: the recent results.
      await viewTabs.getByRole('tab', { name: '최근 결과' }).click()
      await expect(page.getByRole('heading', { name: '최근 결과' })).toBeAttached()
      await expect(myBets).toBeHidden()
      await captureScreens(page, testInfo, 'game-results')

      // Nothing of the board is lost: every combination opens, all 45 selections can be chosen.
      await viewTabs.getByRole('tab', { name: '베팅', exact: true }).click()
      const folded = page.locator('[data-market] button[aria-expanded="false"]')
      while ((await folded.count()) > 0) await folded.first().click()
      await expect(page.locator('[data-selection]:visible')).toHaveCount(45)
      await page.locator('[data-selection="ODD_EVEN_OVER"]').click()
      await expect(page.getByTestId('slip-selection')).toHaveText('파홀+일짝+일오')

      // No purchase asked the printer bridge anything: printing is off until switched on.
      expect(bridgeRequests).toEqual([])
      expect(printer.jobs).toEqual([])

      // The bet list: the waiting purchase has no payout yet.
      await page.goto('/bets')
      const row = page.getByTestId('bet-table').locator('tbody tr').filter({ hasText: '대기' }).first()
      await expect(row.getByTestId('bet-payout')).toHaveText('—')
      await captureScreens(page, testInfo, 'bets-list')

      // The switch on the profile page turns printing on for this browser.
      await page.goto('/profile')
      const printing = page.getByRole('switch', { name: '구매 시 영수증 출력' })
      await expect(printing).toHaveAttribute('aria-checked', 'false')
      await printing.click()
      await expect(printing).toHaveAttribute('aria-checked', 'true')
      await page.reload()
      await expect(page.getByRole('switch', { name: '구매 시 영수증 출력' })).toHaveAttribute(
        'aria-checked',
        'true',
      )
      await page.getByRole('switch', { name: '구매 시 영수증 출력' }).click()
      await page.getByTestId('receipt-printing').scrollIntoViewIfNeeded()
      await captureScreens(page, testInfo, 'profile-receipt-switch')
    } finally {
      await setSizeCap(request, 150_000)
      await printer.close()
    }
  })

  test('the cashier tabs: a withdrawal note speaks of a withdrawal, the point minimum never breaks', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'member1')
    await page.getByRole('tab', { name: '환전' }).click()
    await expect(page.getByTestId('withdrawal-form').getByLabel('메모')).toHaveAttribute(
      'placeholder',
      '환전 요청 메모 (선택)',
    )
    await page.getByRole('tab', { name: '포인트내역' }).click()
    const minimum = page.getByTestId('point-convert').getByText('(최소 1P)')
    await expect(minimum).toBeVisible()
    expect(await minimum.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('nowrap')
    await captureScreens(page, testInfo, 'game-points-tab')

    // In English the longer names still fit the phone's board.
    await page.getByRole('button', { name: '메뉴 열기' }).click()
    await page.getByRole('dialog', { name: '메뉴' }).getByRole('button', { name: 'English' }).click()
    await page.keyboard.press('Escape')
    await page.getByRole('tab', { name: 'Game' }).click()
    await expect(page.getByRole('tab', { name: 'My bets' })).toBeVisible()
    // The selection reads as a word of its own, capitalised: "Odd", not the catalog's "odd".
    await expect(page.locator('[data-selection="PB_ODD"] > span').first()).toHaveText('Odd')
    await expectNoHorizontalScroll(page)
    await captureScreens(page, testInfo, 'game-board-en')
  })

  test('the board is painted from the HTML before any script, for a signed-in member only', async ({
    browser,
    request,
  }) => {
    const { loginId } = await fundedMember(request)
    const login = await request.post('/api/auth/login', { data: { loginId, password: 'demo1234' } })
    const session = ((await login.json()) as { data: { accessToken: string; refreshToken: string } }).data
    const scriptsBlocked = async (signedIn: boolean) => {
      const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true })
      if (signedIn)
        await context.addInitScript((tokens) => {
          localStorage.setItem('userAccessToken', tokens.accessToken)
          localStorage.setItem('userRefreshToken', tokens.refreshToken)
        }, session)
      await context.route(/\/assets\/.*\.js$/, (route) => route.abort())
      const page = await context.newPage()
      await page.goto('/game')
      return { page, context }
    }

    // Signed in: the board, the tabs and the cart from the HTML; the round's figures keep their place unseen.
    const member = await scriptsBlocked(true)
    const prerendered = member.page.locator('[data-prerendered]')
    await expect(prerendered).toBeVisible()
    await expect(prerendered.locator('[data-selection]')).toHaveCount(45)
    await expect(prerendered.locator('[data-selection="PB_ODD"]')).toBeVisible()
    await expect(prerendered.getByText('베팅 항목을 선택하세요')).toBeVisible()
    await expect(prerendered.getByTestId('countdown')).toBeHidden()
    await expect(prerendered.getByTestId('game-balance')).toBeHidden()
    await expect(member.page.locator('[data-boot]')).toBeHidden()
    await member.context.close()

    // Signed out: no glimpse of the game before the app sends the visitor to sign in.
    const visitor = await scriptsBlocked(false)
    await expect(visitor.page.locator('[data-prerendered]')).toBeHidden()
    await expect(visitor.page.locator('[data-boot]')).toBeVisible()
    await visitor.context.close()
  })

  test('the live event stream is fetched at low priority, so it never counts as part of the page load', async ({
    page,
    request,
  }) => {
    const { loginId } = await fundedMember(request)
    const devtools = await page.context().newCDPSession(page)
    await devtools.send('Network.enable')
    const priorities = new Map<string, string>()
    devtools.on('Network.requestWillBeSent', ({ request: sent }) => {
      priorities.set(new URL(sent.url).pathname, sent.initialPriority)
    })
    await signIn(page, loginId)
    await expect(page.getByRole('status').filter({ hasText: '실시간 연결됨' }).first()).toBeAttached()
    expect(priorities.get('/trpc/events.stream')).toBe('Low')
    // The page's own calls keep the browser's priority for a fetch.
    const calls = [...priorities].filter(([path]) => path.startsWith('/trpc/') && !path.endsWith('.stream'))
    expect(calls.length).toBeGreaterThan(0)
    expect(new Set(calls.map(([, priority]) => priority))).toEqual(new Set(['High']))
  })

  test('the board is drawn at once, and its selections open as their odds answer', async ({
    page,
    request,
  }, testInfo) => {
    const { loginId } = await fundedMember(request)
    await signIn(page, loginId)
    // The odds are held back until the board has been seen without them.
    let answerOdds: () => void = () => {}
    const oddsHeld = new Promise<void>((resolve) => {
      answerOdds = resolve
    })
    await page.route(/\/trpc\/[^?]*game\.odds/, async (route) => {
      await oddsHeld
      await route.continue()
    })
    await page.goto('/game')
    await expect(page.locator('[data-prerendered]')).toHaveCount(0)
    const board = page.getByTestId('bet-board')
    const odd = board.locator('[data-selection="PB_ODD"]')
    await expect(board.locator('[data-selection]')).toHaveCount(45)
    await expect(board.locator('..')).toHaveAttribute('aria-busy', 'true')
    await expect(odd).toBeDisabled()
    await expect(odd).not.toContainText('배')
    await page.screenshot({ path: testInfo.outputPath('board-before-odds-390.png') })
    const before = await box(odd)

    answerOdds()
    await expect(odd).toBeEnabled()
    await expect(odd).toContainText('1.93배')
    await expect(board.locator('..')).toHaveAttribute('aria-busy', 'false')
    await expect(board.locator('[data-selection]:disabled')).toHaveCount(0)
    // The odds fill the place kept for them: the selection keeps its size.
    const after = await box(odd)
    expect({ width: after.width, height: after.height }).toEqual({
      width: before.width,
      height: before.height,
    })
    await odd.click()
    await expect(odd).toHaveAttribute('aria-pressed', 'true')
  })
})
