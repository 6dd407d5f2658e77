import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { fundedMember, requestTopup } from './support/cashier'
import { openRoundWithTime, signIn } from './support/game'

/*
 * Keyboard alone: no clicks, no fills. A member signs in, skips to the content, places a bet (and
 * backs out of the confirmation once, landing where they were); an operator signs in, approves one
 * top-up and rejects another with a reason. Every stop along the way shows where the focus is.
 */

/** Presses Tab until `target` has the focus (at most `limit` times), checking each stop shows a ring. */
async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let pressed = 0; pressed < limit; pressed++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(page)
      return
    }
  }
  throw new Error(`Tab never reached ${target}`)
}

/** The focused element draws an outline or a ring (box shadow), as a keyboard user sees it. */
async function expectVisibleFocus(page: Page) {
  const indicator = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null
      if (!element || element === document.body) return 'nothing focused'
      const style = getComputedStyle(element)
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
      return outline || style.boxShadow !== 'none' ? 'shown' : `none on ${element.outerHTML.slice(0, 200)}`
    })
  await expect.poll(indicator, { message: 'the focused element shows a focus indicator' }).toBe('shown')
}

/**
 * A funded member, signed in, on the game page with its board drawn and live: the prerendered board
 * is inert until the app has taken it over, so a Tab pressed before then finds nothing to focus.
 */
async function onTheBoard(page: Page, request: APIRequestContext) {
  const { loginId } = await fundedMember(request)
  await signIn(page, loginId)
  await page.goto('/game')
  await expect(page.locator('[data-selection="PB_ODD"]')).toBeVisible()
  await expect(page.locator('[data-prerendered]')).toHaveCount(0)
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field)
  await page.keyboard.type(text)
}

/** Signs in at /admin/login as the seeded SUPER, typing and pressing Enter. */
async function signInAdminByKeyboard(page: Page) {
  await page.goto('/admin/login')
  await typeInto(page, page.getByPlaceholder('아이디'), 'admin')
  await typeInto(page, page.getByPlaceholder('비밀번호'), 'admin1234')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/(?!login)/)
}

test('a member signs in, skips to the board and places a bet by keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const { loginId, token } = await fundedMember(request)
  const game = await openRoundWithTime(request)

  await page.goto('/login')
  await typeInto(page, page.getByPlaceholder('MEMBER ID'), loginId)
  await typeInto(page, page.getByPlaceholder('PASSWORD'), 'demo1234')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/game$/)
  await expect(page.locator('[data-selection="PB_ODD"]')).toBeEnabled()

  // The first Tab shows the skip link; Enter moves on to the content, past header and menu.
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: '본문으로 건너뛰기' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()

  const odd = page.locator('[data-selection="PB_ODD"]')
  await tabTo(page, odd)
  await page.keyboard.press('Space')
  await expect(odd).toHaveAttribute('aria-pressed', 'true')
  const slip = page.getByTestId('bet-slip')
  await tabTo(page, slip.getByRole('button', { name: '+10,000 원 추가' }))
  await page.keyboard.press('Enter')
  const buy = slip.getByRole('button', { name: '구매하기' })
  await tabTo(page, buy)
  await page.keyboard.press('Enter')

  // Escape closes the confirmation and gives the focus back to the button that opened it.
  const confirmation = page.getByRole('dialog', { name: '베팅 확인' })
  await expect(confirmation).toContainText('10,000원')
  await page.keyboard.press('Escape')
  await expect(confirmation).toBeHidden()
  await expect(buy).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(confirmation).toBeVisible()
  await tabTo(page, confirmation.getByRole('button', { name: '구매 확정' }), 10)
  await page.keyboard.press('Enter')
  await expect(confirmation).toBeHidden()
  // The new balance is said politely, once.
  const announcement = page.getByTestId('game-announcement')
  await expect(announcement).toHaveAttribute('role', 'status')
  await expect(announcement).toHaveText('보유머니 90,000원')

  const bets = await request.get('/api/bets/history?page=1&limit=10', {
    headers: { authorization: `Bearer ${token}` },
  })
  const placed = ((await bets.json()) as { data: { items: { roundNo: number; totalStake: number }[] } }).data
  expect(placed.items.map(({ roundNo, totalStake }) => ({ roundNo, totalStake }))).toEqual([
    { roundNo: game.round, totalStake: 10_000 },
  ])
})

test('the game page’s menu and sign-out, whose code loads when first opened, give the focus back on Escape', async ({
  page,
  request,
}) => {
  await onTheBoard(page, request)

  const openMenu = page.getByRole('button', { name: '메뉴 열기' })
  await tabTo(page, openMenu, 5)
  await page.keyboard.press('Enter')
  const menu = page.getByRole('dialog', { name: '메뉴' })
  await expect(menu.getByRole('link', { name: '통계·패턴' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(openMenu).toBeFocused()
  // Opened again, it is the same drawer, now at once.
  await page.keyboard.press('Enter')
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(openMenu).toBeFocused()

  const signOut = page.getByRole('button', { name: '로그아웃', exact: true })
  await tabTo(page, signOut, 20)
  await expect(signOut).toHaveAttribute('aria-haspopup', 'dialog')
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('alertdialog', { name: '로그아웃 하시겠습니까?' })
  await expect(confirm).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(signOut).toBeFocused()
  await expect(page).toHaveURL(/\/game$/)
})

test('the game’s tabs move by arrow keys, each naming the panel it shows and named by it', async ({
  page,
  request,
}) => {
  await onTheBoard(page, request)

  const gameTab = page.getByRole('tab', { name: '게임' })
  const gamePanel = page.getByRole('tabpanel', { name: '게임' })
  await expect(gamePanel).toBeVisible()
  await expect(gameTab).toHaveAttribute('aria-controls', (await gamePanel.getAttribute('id')) ?? 'no id')
  await tabTo(page, gameTab, 30)
  await page.keyboard.press('ArrowRight')
  const topupTab = page.getByRole('tab', { name: '충전' })
  await expect(topupTab).toBeFocused()
  await expect(topupTab).toHaveAttribute('aria-selected', 'true')
  const topupPanel = page.getByRole('tabpanel', { name: '충전' })
  await expect(topupPanel).toBeVisible()
  await expect(topupTab).toHaveAttribute('aria-controls', (await topupPanel.getAttribute('id')) ?? 'no id')
  await expect(gamePanel).toHaveCount(0)
  // The panel takes the focus next, so a keyboard user reaches its content from the tab.
  await page.keyboard.press('Tab')
  await expect(topupPanel).toBeFocused()

  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Home')
  await expect(gameTab).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator('[data-selection="PB_ODD"]')).toBeVisible()
})

test('an operator approves a top-up and rejects one with a reason by keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const { loginId, token } = await fundedMember(request)
  await requestTopup(request, token, 20_000, '키보드 승인')
  await requestTopup(request, token, 30_000, '키보드 거절')

  await signInAdminByKeyboard(page)
  await page.goto('/admin/cashier/live-topups')
  await expect(page.getByRole('heading', { name: '실시간 충전 승인' })).toBeVisible()

  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: '본문으로 건너뛰기' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()

  const rowOf = (note: string) => page.getByRole('row').filter({ hasText: loginId }).filter({ hasText: note })
  await tabTo(page, rowOf('키보드 승인').getByRole('button', { name: '승인' }))
  await page.keyboard.press('Enter')
  await expect(rowOf('키보드 승인')).toHaveCount(0)

  const reject = rowOf('키보드 거절').getByRole('button', { name: '거절' })
  await tabTo(page, reject)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: '충전 신청 거절' })
  const reason = dialog.getByLabel('거절 사유')
  await expect(reason).toBeFocused()
  await page.keyboard.type('입금 확인 불가')
  await tabTo(page, dialog.getByRole('button', { name: '거절하기' }), 10)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(rowOf('키보드 거절')).toHaveCount(0)

  const mine = await request.get('/api/transactions/my-transactions?type=topup', {
    headers: { authorization: `Bearer ${token}` },
  })
  const decided = ((await mine.json()) as { data: { items: { amount: number; statusCode: string }[] } }).data
  expect(decided.items.map(({ amount, statusCode }) => `${amount}:${statusCode}`).sort()).toEqual([
    '100000:APPROVED',
    '20000:APPROVED',
    '30000:REJECTED',
  ])
})

test('the console’s menus open by keyboard and give the focus back on Escape', async ({ page }) => {
  await signInAdminByKeyboard(page)
  await page.goto('/admin/members')
  await expect(page.getByRole('heading', { name: '회원 목록' })).toBeVisible()

  const account = page.getByTestId('account-menu')
  await tabTo(page, account, 40)
  await expect(account).toHaveAttribute('aria-haspopup', 'menu')
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem', { name: '비밀번호 변경' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(account).toBeFocused()
  await expect(account).toHaveAttribute('aria-expanded', 'false')

  const columns = page.getByRole('button', { name: '표시할 열' })
  await tabTo(page, columns, 40)
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitemcheckbox').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(columns).toBeFocused()
})
