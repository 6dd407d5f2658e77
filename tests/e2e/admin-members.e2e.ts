import { readFile } from 'node:fs/promises'
import { type APIRequestContext, expect, type Locator, type Page, type Request, test } from '@playwright/test'
import { administrators, signInAdmin } from './support/admin'
import { approve } from './support/approvals'
import { adminTokenOf, createMember, orgIdOf } from './support/cashier'
import { drawCurrentRound, openRoundWithTime, signIn, wonOf } from './support/game'
import { captureScreens } from './support/screens'
import { callsAnswered, openSignedIn, trackCalls } from './support/session'

/*
 * The console's member management against the real server: create, find, sort, edit, money and
 * points, bet block, passwords, settlement and delete, and what a shop administrator may see. Every
 * member here is created for the test, so member1..3 stay as the other specs expect them.
 */

/** A list row, also while a dialog hides the list from the accessibility tree. */
const rowOf = (page: Page, loginId: string) => page.locator('tbody tr').filter({ hasText: loginId })
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`

async function restCall(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  token: string,
  body?: unknown,
) {
  const response = await request[method](`/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  })
  return { status: response.status(), body: (await response.json()) as { success: boolean; code?: string } }
}

async function memberToken(request: APIRequestContext, loginId: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { loginId, password, area: 'member' } })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken
}

/** The figures of one column, top to bottom. */
async function columnValues(page: Page, header: string): Promise<number[]> {
  const headers = await page.getByRole('columnheader').allTextContents()
  const index = headers.findIndex((text) => text.trim() === header)
  expect(index, header).toBeGreaterThanOrEqual(0)
  const cells = await page.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents()
  return cells.map((text) => wonOf(text))
}

async function openTab(dialog: Locator, name: string) {
  await dialog.getByRole('tab', { name }).click()
}

test('an administrator creates, finds, edits, funds, blocks, re-keys, settles and deletes a member', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const loginId = unique('mgr')
  const password = 'start1234'
  await signInAdmin(page, 'admin')
  await page.goto('/admin/members')
  await expect(page.getByRole('heading', { name: '회원 목록' })).toBeVisible()

  // Create: each missing field gives the message of docs/product.md §5.5 beside it, and the first
  // takes the focus; the phone is shown 3-4-4 as it is typed.
  await page.getByRole('button', { name: '회원 생성' }).click()
  const create = page.getByRole('dialog', { name: '회원 생성' })
  await create.getByLabel(/^아이디/).fill(loginId)
  await create.getByRole('button', { name: '생성', exact: true }).click()
  await expect(create.getByRole('alert')).toHaveText(Array(4).fill('필수 항목을 모두 입력해주세요.'))
  await expect(create.getByLabel(/^비밀번호/)).toBeFocused()
  await expect(create.getByLabel(/^비밀번호/)).toHaveAccessibleDescription('필수 항목을 모두 입력해주세요.')
  await create.getByLabel(/^비밀번호/).fill(password)
  const phone = create.getByLabel('전화번호')
  await phone.pressSequentially('0101234567899')
  await expect(phone).toHaveValue('010-1234-5678')
  await create.getByLabel(/^은행/).fill('국민은행')
  await create.getByLabel(/^계좌번호/).fill('12345678901')
  await expect(create.getByLabel(/^계좌번호/)).toHaveAttribute('placeholder', '하이픈(-) 없이 숫자만')
  await expect(create.getByLabel(/^아이디/)).toHaveAttribute('placeholder', '영문과 숫자만')
  await expect(create.getByLabel('등급')).toHaveValue('MEMBER')
  // 3 %, or the highest point rate the minimum house edge allows if that is lower.
  const { highestPointRate } = (
    (await (
      await request.get('/api/admin/settings', {
        headers: { authorization: `Bearer ${await adminTokenOf(request, 'admin')}` },
      })
    ).json()) as { data: { highestPointRate: number } }
  ).data
  await expect(create.getByLabel('포인트 적립률 (%)')).toHaveValue(String(Math.min(3, highestPointRate)))
  await expect(create).toContainText(`지금 줄 수 있는 최고 적립률은 ${highestPointRate}%입니다.`)
  await create.getByRole('button', { name: '생성', exact: true }).click()
  await expect(create.getByRole('alert')).toHaveText(['필수 항목을 모두 입력해주세요.'])
  await expect(create.getByLabel(/^예금주/)).toHaveAttribute('aria-invalid', 'true')
  await expect(create.getByLabel(/^예금주/)).toBeFocused()
  await captureScreens(page, testInfo, 'admin-members-create')
  await create.getByLabel(/^예금주/).fill('김관리')
  await create.getByRole('button', { name: '생성', exact: true }).click()
  await expect(toast(page, '회원이 생성되었습니다.')).toBeVisible()
  await expect(create).toBeHidden()

  // Sort by money, richest first; the sort lives in the address.
  await page.getByRole('button', { name: '보유머니' }).click()
  await expect(page).toHaveURL(/sort=moneyBal/)
  await expect(page.getByRole('columnheader', { name: '보유머니' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  // The header follows the address at once; the rows follow when the sorted page answers.
  await expect
    .poll(async () => {
      const money = await columnValues(page, '보유머니')
      return money.length > 1 && money.every((value, i) => i === 0 || (money[i - 1] as number) >= value)
    })
    .toBe(true)
  await captureScreens(page, testInfo, 'admin-members-list-sorted')

  // The text filter goes into the address and survives a reload.
  await page.getByLabel('검색어').fill(loginId)
  await page.getByLabel('검색어').press('Enter')
  await expect(page).toHaveURL(new RegExp(`q=${loginId}`))
  const row = rowOf(page, loginId)
  await expect(row).toHaveCount(1)
  await expect(page.getByText('총 1건')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('검색어')).toHaveValue(loginId)
  await expect(row).toContainText('김관리')
  await expect(row).toContainText('0원')
  await expect(row).toContainText('0P')
  await expect(page).toHaveURL(/sort=moneyBal/)
  await captureScreens(page, testInfo, 'admin-members-list-filtered')

  // The detail: nickname and point rate saved, and the list shows the nickname.
  await row.click()
  await expect(page).toHaveURL(/member=\d+/)
  const detail = page.getByRole('dialog', { name: loginId })
  await expect(detail.getByLabel('아이디')).toHaveValue(loginId)
  await expect(detail.getByLabel('아이디')).toHaveAttribute('readonly', '')
  await expect(detail.getByLabel('전화번호')).toHaveValue('010-1234-5678')
  await captureScreens(page, testInfo, 'admin-members-detail-basic')
  await detail.getByLabel('닉네임').fill('새닉네임')
  await expect(detail).toContainText(`최고 ${highestPointRate}% (최소 하우스 엣지 1%에서 허용)`)
  await detail.getByLabel('포인트 적립률 (%)').fill('1.2')
  await detail.getByRole('button', { name: '저장' }).click()
  await expect(toast(page, '회원 정보를 저장했습니다.')).toBeVisible()
  await expect(row).toContainText('새닉네임')
  await expect(detail.getByLabel('포인트 적립률 (%)')).toHaveValue('1.2')

  // Money: 50,000 granted, 10,000 taken back; the balance on screen follows.
  await openTab(detail, '머니·포인트')
  const moneyCard = detail.getByTestId('adjust-money')
  await expect(moneyCard.getByRole('button', { name: '지급' })).toBeDisabled()
  await moneyCard.getByLabel('금액').fill('50000')
  await moneyCard.getByLabel('메모').fill('이벤트 지급')
  await moneyCard.getByRole('button', { name: '지급' }).click()
  await expect(toast(page, `${loginId} 회원에게 50,000원을 지급했습니다.`)).toBeVisible()
  await expect(detail.getByTestId('summary-moneyBal')).toContainText('50,000원')
  await moneyCard.getByLabel('금액').fill('10000')
  await moneyCard.getByRole('button', { name: '회수' }).click()
  await expect(toast(page, `${loginId} 회원에게서 10,000원을 회수했습니다.`)).toBeVisible()
  await expect(detail.getByTestId('summary-moneyBal')).toContainText('40,000원')
  await expect(row).toContainText('40,000원')
  // More than the member holds: the server's reason, with its prefix from docs/product.md §8.
  await moneyCard.getByLabel('금액').fill('90000')
  await moneyCard.getByRole('button', { name: '회수' }).click()
  await expect(moneyCard.getByText(/^머니 조정 실패: .+/)).toBeVisible()
  await expect(detail.getByTestId('summary-moneyBal')).toContainText('40,000원')
  await captureScreens(page, testInfo, 'admin-members-detail-wallet')

  // Bet block: the member's open game page turns buying off, and a bet through REST is refused.
  await openRoundWithTime(request)
  const memberContext = await browser.newContext()
  const game = await memberContext.newPage()
  await signIn(game, loginId, password)
  const buy = game.getByTestId('bet-slip').getByRole('button', { name: '구매하기' })
  await expect(buy).toBeEnabled()
  await expect(game.getByRole('status').filter({ hasText: '실시간 연결됨' }).first()).toBeAttached()
  const betSwitch = detail.getByRole('switch', { name: '베팅 허용' })
  await expect(betSwitch).toBeChecked()
  await betSwitch.click()
  await expect(toast(page, `${loginId} 회원의 베팅을 차단했습니다.`)).toBeVisible()
  await expect(betSwitch).not.toBeChecked()
  await expect(detail.getByText('베팅 차단됨')).toBeVisible()
  await expect(buy).toBeDisabled()
  const token = await memberToken(request, loginId, password)
  const refused = await restCall(request, 'post', '/bets', token, { betValue: 'PB_ODD', amount: 1_000 })
  expect(refused).toMatchObject({ status: 403, body: { success: false, code: 'BET_BLOCKED' } })
  await expect(row).toContainText('차단')
  await betSwitch.click()
  await expect(betSwitch).toBeChecked()
  await expect(buy).toBeEnabled()
  // Allowed again: a bet goes through, and its round is drawn and settled.
  const placed = await restCall(request, 'post', '/bets', token, { betValue: 'PB_ODD', amount: 1_000 })
  expect(placed.status).toBe(201)
  await drawCurrentRound(request)

  // Passwords: 4 characters at least; a new one ends the member's sessions.
  await openTab(detail, '비밀번호')
  const loginPassword = detail.getByTestId('password-login')
  await loginPassword.getByLabel('새 비밀번호').fill(' ab ')
  await loginPassword.getByRole('button', { name: '비밀번호 변경' }).click()
  await expect(loginPassword.getByText('비밀번호는 4자 이상이어야 합니다.')).toBeVisible()
  await captureScreens(page, testInfo, 'admin-members-detail-passwords')
  await loginPassword.getByLabel('새 비밀번호').fill('renewed99')
  await loginPassword.getByRole('button', { name: '비밀번호 변경' }).click()
  await expect(toast(page, '비밀번호를 변경했습니다.')).toBeVisible()
  expect((await restCall(request, 'get', '/users/wallet', token)).status).toBe(401)
  const pointPassword = detail.getByTestId('password-point')
  await pointPassword.getByLabel('새 포인트 전환 비밀번호').fill('7777')
  await pointPassword.getByRole('button', { name: '저장' }).click()
  await expect(toast(page, '포인트 전환 비밀번호를 저장했습니다.')).toBeVisible()
  await signIn(game, loginId, 'renewed99')
  await memberContext.close()

  // History and settlement: the recent ledger shows the adjustments; settling archives them.
  await openTab(detail, '내역·정산')
  const ledger = detail.getByTestId('recent-ledger')
  await expect(ledger.getByRole('row').filter({ hasText: '이벤트 지급' })).toContainText('+50,000원')
  await expect(ledger.getByRole('row').filter({ hasText: '머니 회수' })).toContainText('-10,000원')
  await expect(ledger.getByRole('row').filter({ hasText: '베팅' }).first()).toContainText('-1,000원')
  const recentBets = detail.getByTestId('recent-bets')
  await expect(recentBets.getByRole('row').filter({ hasText: '파워볼 홀' })).toContainText(/적중|미적중/)
  await captureScreens(page, testInfo, 'admin-members-detail-history')
  const moneyBefore = (await detail.getByTestId('summary-moneyBal').textContent()) ?? ''
  await detail.getByRole('button', { name: '개별 정산' }).click()
  const confirmSettle = page.getByRole('alertdialog', { name: `${loginId} 회원을 정산할까요?` })
  await expect(confirmSettle).toContainText('지금까지의 베팅, 머니·포인트 내역, 충전·환전, 포인트 전환')
  await captureScreens(page, testInfo, 'admin-members-settle-confirm')
  await confirmSettle.getByRole('button', { name: '정산', exact: true }).click()
  const answer = detail.getByTestId('action-answer')
  await expect(answer).toContainText(`${loginId} 회원 정산 완료`)
  await expect(answer).toContainText('베팅 1건 (항목 1건)')
  // Grant, take-back and stake, the points earned, and the payout if it won.
  await expect(answer).toContainText(/머니·포인트 내역 [45]건/)
  await expect(ledger).toContainText('머니 내역이 없습니다.')
  await expect(recentBets).toContainText('베팅 내역이 없습니다.')
  // Balances stay: settling archives history, it moves no money.
  await expect(detail.getByTestId('summary-moneyBal')).toHaveText(moneyBefore)
  await captureScreens(page, testInfo, 'admin-members-detail-settled')

  // Delete: with history the member is only deactivated, and the message says so.
  await detail.getByRole('button', { name: '닫기' }).first().click()
  await expect(page).not.toHaveURL(/member=/)
  await row.getByRole('button', { name: `${loginId} 삭제` }).click()
  const confirmDelete = page.getByRole('alertdialog', { name: '회원 삭제' })
  await expect(confirmDelete).toContainText(`${loginId} (새닉네임) 회원을 삭제할까요?`)
  await captureScreens(page, testInfo, 'admin-members-delete-confirm')
  await confirmDelete.getByRole('button', { name: '삭제', exact: true }).click()
  await expect(toast(page, '거래 내역이 있는 회원이라 비활성화했습니다. 내역은 보존됩니다.')).toBeVisible()
  await expect(row).toContainText('비활성')

  // A member without history is deleted outright.
  const admin = await adminTokenOf(request, 'admin')
  const fresh = await createMember(request, admin, await orgIdOf(request, admin, 'shop1'))
  await page.getByLabel('검색어').fill(fresh)
  await page.getByLabel('검색어').press('Enter')
  await rowOf(page, fresh)
    .getByRole('button', { name: `${fresh} 삭제` })
    .click()
  await page
    .getByRole('alertdialog', { name: '회원 삭제' })
    .getByRole('button', { name: '삭제', exact: true })
    .click()
  await expect(toast(page, '회원을 삭제했습니다.')).toBeVisible()
  await expect(page.getByText('회원이 없습니다.')).toBeVisible()

  // The CSV holds the filter: header of the visible columns, figures as plain numbers, no buttons.
  await page.getByLabel('검색어').fill(loginId)
  await page.getByLabel('검색어').press('Enter')
  await expect(row).toHaveCount(1)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'CSV 내보내기' }).click()
  const csv = await readFile((await (await download).path()) ?? '', 'utf8')
  const [header, line] = csv.replace('\uFEFF', '').split('\r\n')
  expect(header).toBe(
    '아이디,닉네임,이름,등급,소속,상태,보유머니,포인트,총 충전,총 환전,충환 차액,베팅,최근 로그인,가입일',
  )
  expect(line).toMatch(
    new RegExp(`^${loginId},새닉네임,김관리,회원,.+,비활성,${wonOf(moneyBefore)},\\d+,0,0,0,허용,`),
  )
})

test("a shop administrator sees only its subtree's members and creates members only", async ({
  page,
  request,
}, testInfo) => {
  const admin = await adminTokenOf(request, 'admin')
  // A member of agency1's own org: beside shop1's subtree, not inside it.
  const outsider = await createMember(request, admin, await orgIdOf(request, admin, 'agency1'))
  const outsiderId = (
    (await (
      await request.get(`/api/admin/users?q=${outsider}`, { headers: { authorization: `Bearer ${admin}` } })
    ).json()) as {
      data: { items: { id: number }[] }
    }
  ).data.items[0]?.id

  await signInAdmin(page, 'shop1')
  await page.goto('/admin/members?limit=100')
  await expect(rowOf(page, 'member1')).toBeVisible()
  await expect(rowOf(page, outsider)).toHaveCount(0)
  // Only members below the shop are listed, and each can be edited and deleted.
  const roles = await page.locator('tbody tr td:nth-child(4)').allTextContents()
  expect(new Set(roles)).toEqual(new Set(['회원']))
  await expect(page.getByText('권한 없음')).toHaveCount(0)
  await expect(rowOf(page, 'member1').getByRole('button', { name: 'member1 수정' })).toBeVisible()
  await expect(page.getByLabel('등급').locator('option')).toHaveText(['전체', '회원'])

  // Looking up the outsider directly is refused with the server's message.
  await page.goto(`/admin/members?member=${outsiderId}`)
  await expect(page.getByRole('dialog').getByText('회원을 찾을 수 없습니다.')).toBeVisible()
  await page.keyboard.press('Escape')

  // The create dialog offers no role at or above the shop's own.
  await page.getByRole('button', { name: '회원 생성' }).click()
  const create = page.getByRole('dialog', { name: '회원 생성' })
  await expect(create.getByLabel('등급').locator('option')).toHaveText(['회원'])
  await expect(create.getByText('회원만 생성할 수 있습니다.')).toBeVisible()
  const loginId = unique('shopmade')
  await create.getByLabel(/^아이디/).fill(loginId)
  await create.getByLabel(/^비밀번호/).fill('demo1234')
  await create.getByLabel(/^은행/).fill('신한은행')
  await create.getByLabel(/^계좌번호/).fill('110123456789')
  await create.getByLabel(/^예금주/).fill('박매장')
  await captureScreens(page, testInfo, 'admin-members-create-shop')
  await create.getByRole('button', { name: '생성', exact: true }).click()
  await expect(toast(page, '회원이 생성되었습니다.')).toBeVisible()
  await expect(rowOf(page, loginId)).toContainText('역삼매장')

  // English, second language: the list and a detail read without overflow.
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { name: 'Member list' })).toBeVisible()
  await captureScreens(page, testInfo, 'admin-members-list-en')
  await rowOf(page, loginId).click()
  await expect(
    page.getByRole('dialog', { name: loginId }).getByRole('tab', { name: 'Money & points' }),
  ).toBeVisible()
  await captureScreens(page, testInfo, 'admin-members-detail-en')
})

test('SUPER proposes another SUPER, giving their own password again; created once a second SUPER approves', async ({
  page,
  request,
}, testInfo) => {
  const loginId = unique('super')
  await signInAdmin(page, 'admin')
  await page.goto('/admin/members')
  await page.getByRole('button', { name: '회원 생성' }).click()
  const create = page.getByRole('dialog', { name: '회원 생성' })
  await expect(create.getByLabel('등급').locator('option').first()).toHaveText('최고관리자')
  await create.getByLabel('등급').selectOption({ label: '최고관리자' })
  await expect(create.getByText('다른 최고관리자가 승인해야 만들어집니다.', { exact: false })).toBeVisible()
  await create.getByLabel(/^아이디/).fill(loginId)
  await create
    .getByLabel(/^비밀번호/)
    .first()
    .fill('second1234')
  await create.getByLabel(/^은행/).fill('국민은행')
  await create.getByLabel(/^계좌번호/).fill('12345678901')
  await create.getByLabel(/^예금주/).fill('김최고')

  // Without the creator's own password (asked beside its field), then with a wrong one: refused.
  await create.getByRole('button', { name: '생성', exact: true }).click()
  await expect(create.getByRole('alert')).toHaveText('현재 비밀번호를 입력해주세요.')
  await expect(create.getByLabel(/^내 현재 비밀번호/)).toBeFocused()
  await create.getByLabel(/^내 현재 비밀번호/).fill('not-mine')
  await create.getByRole('button', { name: '생성', exact: true }).click()
  await expect(create.getByRole('alert')).toContainText('현재 비밀번호가 올바르지 않습니다.')
  await captureScreens(page, testInfo, 'admin-members-create-super')

  await create.getByLabel(/^내 현재 비밀번호/).fill('admin1234')
  await create.getByRole('button', { name: '생성', exact: true }).click()
  // The demo has two SUPERs: the new one waits for the other's approval (docs/roles-and-branches.md §5).
  await expect(toast(page, '최고관리자 생성을 제안했습니다.')).toBeVisible()
  await expect(create).toBeHidden()
  const early = await request.post('/api/auth/login', {
    data: { loginId, password: 'second1234', area: 'admin' },
  })
  expect(early.status()).toBe(401)
  const waiting = await request.get('/api/admin/approvals?status=PENDING_APPROVAL', {
    headers: { authorization: `Bearer ${await adminTokenOf(request, 'admin')}` },
  })
  const items = (
    (await waiting.json()) as { data: { items: { id: number; payload: { loginId?: string } }[] } }
  ).data.items
  const proposalId = items.find((item) => item.payload.loginId === loginId)?.id ?? 0
  await page.goto('/admin/approvals')
  const card = page.locator(`article[data-proposal="${proposalId}"]`)
  await expect(card).toContainText('최고관리자 생성')
  await expect(card).toContainText(loginId)
  await captureScreens(page, testInfo, 'approvals-super-create')
  await approve(request, proposalId)

  // The new SUPER signs in to the console.
  const signedIn = await request.post('/api/auth/login', {
    data: { loginId, password: 'second1234', area: 'admin' },
  })
  expect(signedIn.ok(), await signedIn.text()).toBe(true)
  expect(((await signedIn.json()) as { data: { user: { roleCode: string } } }).data.user.roleCode).toBe(
    'SUPER',
  )
})

test('the member list is painted from the HTML before any script, for a signed-in administrator only', async ({
  browser,
  request,
}) => {
  const { loginId, password } = administrators.admin
  const login = await request.post('/api/auth/login', { data: { loginId, password, area: 'admin' } })
  const session = ((await login.json()) as { data: { accessToken: string; refreshToken: string } }).data
  const open = async ({ signedIn, scripts }: { signedIn: boolean; scripts: boolean }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
    if (signedIn)
      await context.addInitScript((tokens) => {
        localStorage.setItem('adminAccessToken', tokens.accessToken)
        localStorage.setItem('adminRefreshToken', tokens.refreshToken)
      }, session)
    if (!scripts) await context.route(/\/assets\/.*\.js$/, (route) => route.abort())
    const page = await context.newPage()
    await page.goto('/admin/members')
    return { page, context }
  }

  // Signed in: the frame, the filters and the table's head from the HTML; what depends on who is
  // signed in (the clock, the id, the menu) keeps its place unseen.
  const admin = await open({ signedIn: true, scripts: false })
  const prerendered = admin.page.locator('[data-prerendered]')
  await expect(prerendered).toBeVisible()
  await expect(prerendered.locator('h1', { hasText: '회원 목록' })).toBeVisible()
  await expect(prerendered.getByPlaceholder('아이디, 닉네임, 이름, 전화번호')).toBeVisible()
  await expect(prerendered.locator('thead')).toBeVisible()
  await expect(prerendered.locator('nav ul').first()).toBeHidden()
  await expect(prerendered.locator('time')).toBeHidden()
  await expect(admin.page.locator('[data-boot]')).toBeHidden()
  await admin.context.close()

  // Signed out: no glimpse of the console before the app sends the visitor to sign in.
  const visitor = await open({ signedIn: false, scripts: false })
  await expect(visitor.page.locator('[data-prerendered]')).toBeHidden()
  await expect(visitor.page.locator('[data-boot]')).toBeVisible()
  await visitor.context.close()

  // With its scripts, the app's own render takes the markup's place: the menu and the list's count appear.
  const live = await open({ signedIn: true, scripts: true })
  await expect(live.page.locator('[data-prerendered]')).toHaveCount(0)
  await expect(live.page.getByRole('link', { name: '회원 목록' })).toBeVisible()
  await expect(live.page.getByText(/^총 [\d,]+건$/)).toBeVisible()
  await live.context.close()
})

test('on load the member list reads each call once: its live stream opens from the position read first', async ({
  page,
  request,
}) => {
  // Far from a five-minute mark of the server's clock (a round's close and draw), at which the console
  // rightly reads its figures again (use-five-minute-refresh.ts).
  await openRoundWithTime(request, 30)
  // Only the member list's own calls count, not those of the page the sign-in lands on.
  let counting = false
  const calls: string[] = []
  const positionReads: Request[] = []
  page.on('request', (sent) => {
    const url = new URL(sent.url())
    if (!counting || !url.pathname.startsWith('/trpc/')) return
    const input = url.searchParams.get('input') ?? ''
    for (const procedure of url.pathname.slice('/trpc/'.length).split(','))
      calls.push(procedure === 'events.stream' ? `${procedure} ${input}` : procedure)
    if (url.pathname === '/trpc/events.position') positionReads.push(sent)
  })
  trackCalls(page)
  const streamOpened = page.waitForResponse((answer) => answer.url().includes('/trpc/events.stream'))
  // Signed in without the form: no landing page, whose calls would be counted.
  counting = true
  await openSignedIn(page, { area: 'admin', ...administrators.admin, path: '/admin/members' })
  await expect(page.getByText(/^총 [\d,]+건$/)).toBeVisible()
  await streamOpened
  // Every call answered and drawn, and the drawing made none: a second round of reads, were the
  // stream's opening to set one off, would have been sent by now.
  await callsAnswered(page)

  expect(positionReads).toHaveLength(1)
  // A batch of one call: its answer is a list of one.
  const answer = await positionReads[0]?.response()
  const [answered] = ((await answer?.json()) ?? []) as { result: { data: { lastEventId: string } } }[]
  const position = answered?.result.data.lastEventId ?? ''
  expect(position).toMatch(/^\d+$/)
  expect(calls.find((call) => call.startsWith('events.stream'))).toBe(
    `events.stream ${JSON.stringify({ lastEventId: position })}`,
  )
  expect(calls.indexOf('events.position')).toBeLessThan(calls.indexOf('admin.users.list'))
  const reads = calls.filter((call) => call.startsWith('admin.'))
  expect(reads.length).toBeGreaterThan(3)
  expect(reads).toEqual([...new Set(reads)])
})
