import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { signInAdmin } from './support/admin'
import { proposeAndApprove } from './support/approvals'
import { adminToken, drawCurrentRound, openRoundWithTime } from './support/game'
import { captureScreens } from './support/screens'

/*
 * The console's operations: the header's account menu and SUPER's global settlement, an
 * administrator's own password, re-settlement by time range, the audit log and the settlement
 * archive. The global settlement archives every member's history, so it runs last here, and the
 * specs after this one read only history they make themselves.
 */

test.describe.configure({ mode: 'serial' })

type Method = 'GET' | 'POST' | 'PUT'

async function send(
  request: APIRequestContext,
  token: string | undefined,
  method: Method,
  path: string,
  data?: unknown,
) {
  return request.fetch(`/api${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(data === undefined ? {} : { data }),
  })
}

async function api<T>(
  request: APIRequestContext,
  token: string | undefined,
  method: Method,
  path: string,
  data?: unknown,
) {
  const response = await send(request, token, method, path, data)
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: T }).data
}

const signInToken = async (request: APIRequestContext, loginId: string, password: string, area: string) =>
  (await api<{ accessToken: string }>(request, undefined, 'POST', '/auth/login', { loginId, password, area }))
    .accessToken

const walletOf = async (request: APIRequestContext, memberToken: string) =>
  (await api<{ moneyBal: number }>(request, memberToken, 'GET', '/users/wallet')).moneyBal

interface Counts {
  betItems: number
  bets: number
  ledgers: number
  topups: number
  withdrawals: number
  pointConversions: number
}

/** What a global settlement would archive now: the server's answer to a request without confirmation. */
async function wouldClear(request: APIRequestContext, token: string): Promise<Counts> {
  const response = await send(request, token, 'POST', '/admin/settlement', {})
  expect(response.status()).toBe(400)
  const body = (await response.json()) as { code: string; details: { wouldClear: Counts } }
  expect(body.code).toBe('CONFIRMATION_REQUIRED')
  return body.details.wouldClear
}

const settlementCount = async (request: APIRequestContext, token: string) =>
  (await api<{ pagination: { total: number } }>(request, token, 'GET', '/admin/archive/settlements'))
    .pagination.total

const toasts = (page: Page) => page.locator('[data-sonner-toast]')
const auditRows = (page: Page) => page.getByRole('row').filter({ has: page.locator('[data-action]') })
/** The actions the audit log shows, each once; polled, as a filter change replaces the rows. */
const shownActions = async (page: Page) => [
  ...new Set(
    await page
      .locator('[data-action]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-action'))),
  ),
]

/** The member of the re-settlement, who bet, won, withdrew the winnings and then lost them again. */
const bettor = { id: 0, loginId: '', token: '', round: 0, todayRound: 0 }

test('SUPER sees the settlement button and an account menu in the header', async ({ page }, testInfo) => {
  await signInAdmin(page, 'admin')
  await expect(page.getByRole('button', { name: '전체 정산' })).toBeVisible()
  await captureScreens(page, testInfo, 'admin-header-closed')
  await page.getByTestId('account-menu').click()
  const menu = page.getByRole('menu')
  await expect(menu).toContainText('최고관리자')
  await expect(menu).toContainText('admin · 본사')
  await expect(menu.getByRole('menuitem', { name: '비밀번호 변경' })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: '로그아웃' })).toBeVisible()
  await captureScreens(page, testInfo, 'admin-header')

  // Logout from the menu still asks first.
  await menu.getByRole('menuitem', { name: '로그아웃' }).click()
  const logout = page.getByRole('alertdialog', { name: '로그아웃 하시겠습니까?' })
  await expect(logout).toBeVisible()
  await logout.getByRole('button', { name: '취소' }).click()
  await expect(logout).toBeHidden()
  await expect(page).toHaveURL(/\/admin\/members/)
})

test('hq1 has no settlement button and no archive', async ({ page }) => {
  await signInAdmin(page, 'hq1')
  await expect(page.getByTestId('account-menu')).toContainText('hq1')
  await expect(page.getByRole('button', { name: '전체 정산' })).toHaveCount(0)
  await page.goto('/admin/audit')
  const menu = page.getByRole('navigation', { name: '관리자 메뉴' })
  await expect(menu.getByRole('link', { name: '감사 로그' })).toBeVisible()
  await expect(menu.getByRole('link', { name: '정산 보관 내역' })).toHaveCount(0)
  await page.goto('/admin/archive')
  await expect(page.getByText('정산 보관 내역은 최고관리자만 볼 수 있습니다.')).toBeVisible()
})

test('an administrator changes their own password in the dialog, and this sign-in stays', async ({
  page,
  request,
}, testInfo) => {
  const changes: string[] = []
  page.on('request', (sent) => {
    if (sent.url().includes('admin.account.changePassword')) changes.push(sent.url())
  })
  await signInAdmin(page, 'hq1')
  try {
    await page.getByTestId('account-menu').click()
    await page.getByRole('menuitem', { name: '비밀번호 변경' }).click()
    const dialog = page.getByRole('dialog', { name: '비밀번호 변경' })
    await dialog.getByLabel('현재 비밀번호').fill('demo1234')
    await dialog.getByLabel('새 비밀번호', { exact: true }).fill('hq-evening-7')
    await dialog.getByLabel('새 비밀번호 확인').fill('hq-evening-8')
    await dialog.getByRole('button', { name: '비밀번호 변경' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('새 비밀번호가 일치하지 않습니다.')
    expect(changes).toHaveLength(0)
    await captureScreens(page, testInfo, 'admin-password')

    // A wrong current password: the server's message.
    await dialog.getByLabel('현재 비밀번호').fill('not-the-one')
    await dialog.getByLabel('새 비밀번호 확인').fill('hq-evening-7')
    await dialog.getByRole('button', { name: '비밀번호 변경' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('현재 비밀번호가 올바르지 않습니다.')

    await dialog.getByLabel('현재 비밀번호').fill('demo1234')
    await dialog.getByRole('button', { name: '비밀번호 변경' }).click()
    await expect(dialog).toBeHidden()
    await expect(toasts(page).getByText('비밀번호가 변경되었습니다.', { exact: false })).toBeVisible()

    // This sign-in stays (that the others end, and which password signs in, is the API's claim:
    // tests/rest/admin-members.test.ts, PUT /api/admin/password).
    await page.reload()
    await expect(page.getByTestId('account-menu')).toContainText('hq1')
  } finally {
    // Back to the seeded password, for the specs after this one.
    const current = await send(request, undefined, 'POST', '/auth/login', {
      loginId: 'hq1',
      password: 'hq-evening-7',
      area: 'admin',
    })
    if (current.ok()) {
      const { accessToken } = ((await current.json()) as { data: { accessToken: string } }).data
      await api(request, accessToken, 'PUT', '/admin/password', {
        currentPassword: 'hq-evening-7',
        newPassword: 'demo1234',
      })
    }
  }
  expect(await signInToken(request, 'hq1', 'demo1234', 'admin')).toBeTruthy()
})

/** admin2 approves a proposal in their own console and answers its card, applied. */
async function approveInConsole(
  browser: Browser,
  id: number,
  look: (card: ReturnType<Page['locator']>) => Promise<void>,
) {
  const context = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  try {
    const page = await context.newPage()
    await signInAdmin(page, 'admin2')
    await page.goto('/admin/approvals')
    await page.getByRole('button', { name: `제안 #${id} 승인` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: '승인하고 적용' }).click()
    await expect(toasts(page).getByText(`제안 #${id}을 승인해 적용했습니다.`)).toBeVisible()
    await page.getByRole('tab', { name: '적용됨' }).click()
    await look(page.locator(`article[data-proposal="${id}"]`))
  } finally {
    await context.close()
  }
}

test('SUPER proposes correcting a manual result; approved, the won bet loses and the member is below 0', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const token = await adminToken(request)
  const member = await api<{ id: number; loginId: string }>(request, token, 'POST', '/admin/users', {
    loginId: `resettle${Date.now().toString(36)}`,
    password: 'demo1234',
    bankName: '국민은행',
    accountNumber: '1234567890',
    accountHolder: '재정산시험',
  })
  await api(request, token, 'POST', `/admin/users/${member.id}/balance`, { amount: 10_000, note: 'e2e' })
  Object.assign(bettor, { id: member.id, loginId: member.loginId })

  // The next round's result is the operator's, set before it opens: powerball 1 (odd), so the bet
  // on odd wins. Only such a result can be corrected; a drawn round's is verifiable.
  const before = await openRoundWithTime(request, 90)
  await proposeAndApprove(request, 'POST', '/admin/manual-result', {
    roundNumber: before.round + 1,
    normalBalls: [3, 8, 12, 19, 25],
    powerBall: 1,
    reason: '재정산 시험',
  })
  await drawCurrentRound(request)
  const game = await openRoundWithTime(request, 90)
  expect(game.round).toBe(before.round + 1)
  Object.assign(bettor, { round: game.round, todayRound: game.todayRound })
  bettor.token = await signInToken(request, member.loginId, 'demo1234', 'member')
  await api(request, bettor.token, 'POST', '/bets', { betValue: 'PB_ODD', amount: 10_000 })
  await drawCurrentRound(request)
  const history = () =>
    api<{ items: { statusCode: string; actualPayout: number }[] }>(
      request,
      bettor.token,
      'GET',
      '/bets/history',
    )
  await expect.poll(async () => (await history()).items[0]?.statusCode).toBe('WON')
  const payout = (await history()).items[0]?.actualPayout ?? 0
  expect(payout).toBeGreaterThan(10_000)
  expect(await walletOf(request, bettor.token)).toBe(payout)
  // The winnings go out at once: a withdrawal holds them.
  const withdrawal = await api<{ id: number }>(request, bettor.token, 'POST', '/transactions/withdrawal', {
    amount: payout,
    note: '당첨금 출금',
  })
  expect(await walletOf(request, bettor.token)).toBe(0)

  await signInAdmin(page, 'admin')
  await page.goto('/admin/results')
  const card = page.getByTestId('resettle')
  await expect(card.getByLabel('회차 번호')).toHaveValue(String(game.round))
  await card.getByRole('button', { name: '재정산 제안' }).click()
  await expect(card.getByRole('alert')).toHaveText('모든 항목을 입력해주세요.')

  await card.getByRole('button', { name: '이 회차 베팅 시간 전체' }).click()
  await expect(card.getByLabel('시작')).not.toHaveValue('')
  await expect(card.getByLabel('종료')).not.toHaveValue('')
  for (const ball of [3, 8, 12, 19, 25])
    await card.getByRole('button', { name: `일반볼 ${ball}`, exact: true }).click()
  await card.getByRole('button', { name: '파워볼 2', exact: true }).click()
  await expect(card.getByTestId('preview-powerball')).toHaveText('짝언더')
  await card.getByLabel('제안 사유 (선택)').fill('파워볼 오입력 정정')

  await card.getByRole('button', { name: '재정산 제안' }).click()
  const confirmation = page.getByRole('alertdialog', {
    name: `${game.todayRound}회차 (#${game.round}) 재정산을 제안할까요?`,
  })
  await expect(confirmation).toContainText('되돌릴 수 없습니다')
  await captureScreens(page, testInfo, 'admin-resettle-confirm')
  await confirmation.getByRole('button', { name: '제안 보내기' }).click()
  await expect(confirmation).toBeHidden()
  const sent = card.getByTestId('proposal-sent')
  await expect(sent).toContainText('다른 최고관리자가 승인하면 적용됩니다')
  await captureScreens(page, testInfo, 'admin-resettle')
  // Proposed only: the winnings are still paid.
  expect(await walletOf(request, bettor.token)).toBe(0)
  const id = Number(/#(\d+)/.exec((await sent.textContent()) ?? '')?.[1])

  await approveInConsole(browser, id, async (answer) => {
    await expect(answer.getByTestId('proposal-status')).toHaveText('적용됨')
    await expect(answer.getByTestId('resettle-voided')).toHaveText('1')
    await expect(answer.getByTestId('resettle-resettled')).toHaveText('1')
    await expect(answer.getByTestId('resettle-changed')).toHaveText('1')
    await expect(answer.getByTestId('resettle-totalNewPayout')).toHaveText('0원')
    const negative = answer.getByTestId('resettle-negative')
    await expect(negative).toContainText(member.loginId)
    await expect(negative).toContainText(`-${payout.toLocaleString('ko-KR')}원`)
  })

  // The payout was taken back from a wallet that had already paid it out.
  expect(await walletOf(request, bettor.token)).toBe(-payout)
  expect((await history()).items[0]?.statusCode).toBe('LOST')
  // The withdrawal is rejected, so the held winnings return and the member is back at 0.
  await api(request, token, 'PUT', `/admin/transactions/withdrawal/${withdrawal.id}/status`, {
    action: 'reject',
    reason: '재정산으로 당첨 취소',
  })
  expect(await walletOf(request, bettor.token)).toBe(0)
})

test('the audit log shows the re-settlement; the action and actor filters live in the address', async ({
  page,
}, testInfo) => {
  await signInAdmin(page, 'admin')
  await page.goto('/admin/audit')
  const resettlement = auditRows(page)
    .filter({ hasText: `#${bettor.round}` })
    .filter({ hasText: '재정산' })
  await expect(resettlement.first()).toContainText('admin')
  await expect(resettlement.first()).toContainText('회차')

  await page.getByLabel('작업', { exact: true }).selectOption({ label: '재정산' })
  await expect(page).toHaveURL(/action=ROUND_RESETTLE/)
  await expect.poll(() => shownActions(page)).toEqual(['ROUND_RESETTLE'])
  await page.reload()
  await expect(page.getByLabel('작업', { exact: true })).toHaveValue('ROUND_RESETTLE')
  const row = auditRows(page)
    .filter({ hasText: `#${bettor.round}` })
    .first()
  await expect(row).toContainText('powerBall')
  await row.getByRole('button', { name: '상세' }).click()
  await expect(row.locator('pre').last()).toContainText('"timeRange"')
  await captureScreens(page, testInfo, 'admin-audit')

  // hq1's own password change, found by the actor's login id.
  await page.getByLabel('작업', { exact: true }).selectOption({ label: '전체' })
  await page.getByLabel('작업자 아이디').fill('hq1')
  await page.getByLabel('작업자 아이디').press('Enter')
  await expect(page).toHaveURL(/actorLoginId=hq1/)
  await expect(auditRows(page).filter({ hasText: '본인 비밀번호 변경' }).first()).toBeVisible()
  await expect
    .poll(async () => [...new Set(await auditRows(page).locator('td:nth-child(2)').allTextContents())])
    .toEqual(['hq1'])
})

test('SUPER settles everyone: the server counts, cancel changes nothing, then the archive has it', async ({
  page,
  request,
}, testInfo) => {
  const token = await adminToken(request)
  const settlementsBefore = await settlementCount(request, token)
  await signInAdmin(page, 'admin')
  await page.getByRole('button', { name: '전체 정산' }).click()
  const confirmation = page.getByRole('alertdialog', { name: '전체 정산을 진행할까요?' })
  await expect(confirmation).toContainText('회원, 잔액, 포인트는 그대로')
  const server = await wouldClear(request, token)
  expect(server.bets).toBeGreaterThan(0)
  for (const [key, count] of Object.entries(server))
    await expect(confirmation.getByTestId(`would-clear-${key}`)).toContainText(
      `${count.toLocaleString('ko-KR')}건`,
    )
  await captureScreens(page, testInfo, 'admin-settlement-confirm')

  await confirmation.getByRole('button', { name: '취소' }).click()
  await expect(confirmation).toBeHidden()
  expect(await settlementCount(request, token)).toBe(settlementsBefore)
  expect(await wouldClear(request, token)).toEqual(server)

  await page.getByRole('button', { name: '전체 정산' }).click()
  await confirmation.getByRole('button', { name: '정산 실행' }).click()
  await expect(confirmation).toBeHidden()
  await expect(toasts(page).getByText('전체 정산이 완료되었습니다.', { exact: false })).toBeVisible()
  expect(await settlementCount(request, token)).toBe(settlementsBefore + 1)
  // Nothing is left to archive, and the member's everyday history is empty: balances stay.
  expect((await wouldClear(request, token)).bets).toBe(0)
  expect((await api<{ items: unknown[] }>(request, bettor.token, 'GET', '/bets/history')).items).toHaveLength(
    0,
  )
  expect(await walletOf(request, bettor.token)).toBe(0)

  // The archive lists the settlement with its counts, and keeps the member's bet.
  await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '운영 관리' }).click()
  await page.getByRole('link', { name: '정산 보관 내역' }).click()
  const settlement = page.getByRole('row').filter({ hasText: '전체 회원' }).first()
  await expect(settlement).toContainText('admin')
  await expect(settlement).toContainText(server.bets.toLocaleString('ko-KR'))
  await captureScreens(page, testInfo, 'admin-archive')

  await page.getByRole('tab', { name: '베팅' }).click()
  await expect(page).toHaveURL(/view=bets/)
  await page.getByLabel('회원 번호').fill(String(bettor.id))
  await page.getByLabel('회원 번호').press('Enter')
  await expect(page).toHaveURL(new RegExp(`userId=${bettor.id}`))
  const bet = page.getByRole('row').filter({ hasText: `#${bettor.round}` })
  await expect(bet).toHaveCount(1)
  await expect(bet).toContainText('파워볼 홀')
  await expect(bet).toContainText('10,000원')
  await captureScreens(page, testInfo, 'admin-archive-bets')
  // The member filter stays as the kind changes: the rejected withdrawal of the winnings.
  await page.getByRole('tab', { name: '충전·환전·전환' }).click()
  await expect(page).toHaveURL(/view=transactions/)
  const rejected = page.getByRole('row').filter({ hasText: bettor.loginId })
  await expect(rejected).toHaveCount(1)
  await expect(rejected).toContainText('환전')
  await expect(rejected).toContainText('거절')

  // The audit log records the settlement with what it archived.
  await page.goto('/admin/audit?action=GLOBAL_SETTLEMENT')
  await expect.poll(() => shownActions(page)).toEqual(['GLOBAL_SETTLEMENT'])
  await expect(auditRows(page).first()).toContainText('전체 정산')
  await expect(auditRows(page).first()).toContainText(`cleared.bets`)
})
