import { readFile } from 'node:fs/promises'
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { signInAdmin } from './support/admin'
import { adminTokenOf, decide, memberTokenOf, orgIdOf, requestTopup, serverDate } from './support/cashier'
import { drawCurrentRound, openRoundWithTime, wonOf } from './support/game'
import { captureScreens } from './support/screens'

/*
 * The operator's network in the console against the real server: SUPER's branch tree (create,
 * rename, rates, suspend and resume), placing a new shop administrator through the member dialog,
 * moving a member between shops, the member list by branch, and the statements with their drill-down
 * and CSV. Every branch and member here is made for the test, so the demo's member1..3 and their
 * shop stay as the other specs expect them.
 */

interface Org {
  id: number
  parentId: number | null
  name: string
  level: string
  head: { loginId: string } | null
}

interface Statement {
  deposits: number
  withdrawals: number
  stakes: number
  payouts: number
  net: number
  rollingCommission: number
  losingCommission: number
  adjustments: number
  children: { name: string }[]
}

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })
const treeRow = (page: Page, name: string) =>
  page.getByRole('region', { name: '조직 트리 표' }).locator('tbody tr').filter({ hasText: name })
const memberRow = (page: Page, loginId: string) => page.locator('tbody tr').filter({ hasText: loginId })

async function api<T>(request: APIRequestContext, token: string, path: string, body?: unknown): Promise<T> {
  const response = body
    ? await request.post(`/api${path}`, { headers: bearer(token), data: body })
    : await request.get(`/api${path}`, { headers: bearer(token) })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: T }).data
}

const orgsOf = async (request: APIRequestContext, token: string) =>
  (await api<{ items: Org[] }>(request, token, '/admin/orgs')).items

async function orgNamed(request: APIRequestContext, token: string, name: string): Promise<Org> {
  const org = (await orgsOf(request, token)).find((candidate) => candidate.name === name)
  expect(org, name).toBeDefined()
  return org as Org
}

/** A shop of the test's own under 강남부본사, through the API. */
async function openShop(request: APIRequestContext, token: string, name: string): Promise<Org> {
  const agency = await orgNamed(request, token, '강남부본사')
  return api<Org>(request, token, '/admin/orgs', { parentId: agency.id, name })
}

/** A member of the test's own (password demo1234) in the given branch. */
async function createMember(
  request: APIRequestContext,
  token: string,
  orgId: number,
  extra: Record<string, unknown> = {},
) {
  const loginId = unique('org')
  await api(request, token, '/admin/users', {
    loginId,
    password: 'demo1234',
    bankName: '국민은행',
    accountNumber: '12345678901',
    accountHolder: '김조직',
    orgId,
    ...extra,
  })
  return loginId
}

/** Opens a tree row's action menu and picks one. */
async function rowAction(page: Page, name: string, action: string) {
  await treeRow(page, name)
    .getByRole('button', { name: `${name} 작업` })
    .click()
  await page.getByRole('menuitem', { name: action, exact: true }).click()
}

test('SUPER opens, renames, rates, suspends and resumes a branch in the tree', async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  const name = unique('e2e매장')
  const renamed = `${name}R`
  await signInAdmin(page, 'admin')
  await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '조직 관리' }).click()
  await expect(page).toHaveURL(/\/admin\/orgs$/)
  await expect(page.getByRole('heading', { name: '조직 트리' })).toBeVisible()
  await expect(treeRow(page, '서울본부')).toContainText('1.2%')
  await expect(treeRow(page, '강남부본사')).toContainText('agency1')

  // A shop under the agency: the dialog names the parent and the level the new branch takes.
  await rowAction(page, '강남부본사', '하위 조직 만들기')
  const create = page.getByRole('dialog', { name: '하위 조직 만들기' })
  await expect(create).toContainText('강남부본사 아래에 매장 조직을 만듭니다.')
  await create.getByRole('button', { name: '만들기' }).click()
  await expect(create.getByText('조직 이름을 입력해주세요.')).toBeVisible()
  await create.getByLabel(/^조직 이름/).fill(name)
  await create.getByRole('button', { name: '만들기' }).click()
  await expect(toast(page, `${name} 조직을 만들었습니다.`)).toBeVisible()
  const row = treeRow(page, name)
  await expect(row).toContainText('매장')
  await expect(row).toContainText('없음')
  await expect(row).toContainText('정상')
  // A shop opens nothing below it.
  await row.getByRole('button', { name: `${name} 작업` }).click()
  await expect(page.getByRole('menuitem', { name: '이름 변경' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: '하위 조직 만들기' })).toHaveCount(0)
  await page.keyboard.press('Escape')

  await rowAction(page, name, '이름 변경')
  const rename = page.getByRole('dialog', { name: '조직 이름 변경' })
  await expect(rename.getByLabel(/^조직 이름/)).toHaveValue(name)
  await rename.getByLabel(/^조직 이름/).fill(renamed)
  await rename.getByRole('button', { name: '변경' }).click()
  await expect(toast(page, `조직 이름 변경 완료: ${renamed}`)).toBeVisible()
  const renamedRow = treeRow(page, renamed)
  await expect(renamedRow).toBeVisible()

  // Rates: above the parent's is refused in the dialog; within them, they wait for tomorrow.
  await rowAction(page, renamed, '요율 설정')
  const rates = page.getByRole('dialog', { name: `${renamed} 요율 설정` })
  await expect(rates.getByTestId('rate-ceiling')).toHaveText('롤링 0.8% · 루징 20% 이하')
  await rates.getByLabel('롤링 요율 (%)').fill('0.9')
  await rates.getByLabel('루징 요율 (%)').fill('10')
  await rates.getByRole('button', { name: '저장' }).click()
  await expect(rates.getByRole('alert')).toContainText(
    '상위 조직의 요율(롤링 0.8%, 루징 20%)보다 높게 설정할 수 없습니다.',
  )
  await captureScreens(page, testInfo, 'admin-orgs-rates-refused')
  await rates.getByLabel('롤링 요율 (%)').fill('0.4')
  await rates.getByLabel('루징 요율 (%)').fill('8')
  await rates.getByRole('button', { name: '저장' }).click()
  await expect(toast(page, `${renamed} 요율을 저장했습니다.`)).toBeVisible()
  await expect(rates).toBeHidden()
  await expect(renamedRow).toContainText('내일부터 0.4%')
  await expect(renamedRow).toContainText('내일부터 8%')

  // Suspend asks first and says what it does to everyone below; resume brings it back.
  await rowAction(page, renamed, '중지')
  const suspend = page.getByRole('alertdialog', { name: `${renamed} 조직을 중지할까요?` })
  await expect(suspend).toContainText('로그인이 바로 끊기고')
  await expect(suspend).toContainText('보유머니와 포인트는 그대로 유지됩니다.')
  await captureScreens(page, testInfo, 'admin-orgs-suspend-confirm')
  await suspend.getByRole('button', { name: '중지', exact: true }).click()
  await expect(toast(page, `${renamed} 조직을 중지했습니다.`)).toBeVisible()
  await expect(renamedRow).toContainText('중지')
  await expect(renamedRow).not.toContainText('정상')
  await captureScreens(page, testInfo, 'admin-orgs-tree')
  await rowAction(page, renamed, '재개')
  await page
    .getByRole('alertdialog', { name: `${renamed} 조직을 재개할까요?` })
    .getByRole('button', { name: '재개', exact: true })
    .click()
  await expect(toast(page, `${renamed} 조직을 재개했습니다.`)).toBeVisible()
  await expect(renamedRow).toContainText('정상')

  // Nobody suspends their own branch: SUPER's root row offers no suspend and no rates.
  await treeRow(page, '운영사').getByRole('button', { name: /작업$/ }).click()
  await expect(page.getByRole('menuitem', { name: '이름 변경' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: '중지' })).toHaveCount(0)
  await expect(page.getByRole('menuitem', { name: '요율 설정' })).toHaveCount(0)
  await page.keyboard.press('Escape')

  // English, second language: the tree reads without overflow.
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { name: 'Branch tree' })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Branch tree table' }).locator('tbody tr').filter({ hasText: renamed }),
  ).toContainText('From tomorrow 0.4%')
  await captureScreens(page, testInfo, 'admin-orgs-tree-en')
})

test('a shop administrator joins a chosen branch, a member moves there, the list filters by it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const admin = await adminTokenOf(request, 'admin')
  const shop = await openShop(request, admin, unique('이동매장'))
  const mover = await createMember(request, admin, await orgIdOf(request, admin, 'shop1'))
  const head = unique('head')
  await signInAdmin(page, 'admin')
  await page.goto('/admin/members')

  // The picker: a member goes anywhere (SUPER's own branch first); a HQ may open a branch of its
  // own, right below SUPER's; a shop administrator only joins a shop.
  await page.getByRole('button', { name: '회원 생성' }).click()
  const create = page.getByRole('dialog', { name: '회원 생성' })
  const picker = create.getByLabel('소속 조직')
  await expect(picker.locator('option').first()).toHaveText(/^본사 · 운영사$/)
  await create.getByLabel(/^아이디/).fill(head)
  await create.getByLabel('등급').selectOption('HQ')
  await expect(picker).toHaveValue('new')
  await expect(picker.locator('option').first()).toHaveText(`새 조직 열기 (이름: ${head})`)
  await create.getByLabel('등급').selectOption('SHOP')
  await expect(picker.locator('option', { hasText: '새 조직 열기' })).toHaveCount(0)
  await expect(picker.locator('option', { hasText: '역삼매장' })).toHaveCount(1)
  await picker.selectOption(String(shop.id))
  await create.getByLabel(/^비밀번호/).fill('demo1234')
  await create.getByLabel(/^은행/).fill('국민은행')
  await create.getByLabel(/^계좌번호/).fill('12345678901')
  await create.getByLabel(/^예금주/).fill('박점장')
  await captureScreens(page, testInfo, 'admin-orgs-create-admin')
  await create.getByRole('button', { name: '생성', exact: true }).click()
  await expect(toast(page, '회원이 생성되었습니다.')).toBeVisible()
  // The first administrator of a branch heads it.
  await expect.poll(async () => (await orgNamed(request, admin, shop.name)).head?.loginId).toBe(head)

  // Move: the member's detail offers the shops of the subtree; its own is marked and not choosable.
  await page.getByLabel('검색어').fill(mover)
  await page.getByLabel('검색어').press('Enter')
  await memberRow(page, mover).click()
  const detail = page.getByRole('dialog', { name: mover })
  const move = detail.getByTestId('move-shop')
  await expect(
    move.getByLabel('이동할 매장').locator('option', { hasText: '역삼매장 (현재)' }),
  ).toBeDisabled()
  await move.getByLabel('이동할 매장').selectOption(String(shop.id))
  await move.getByRole('button', { name: '매장 이동' }).click()
  const confirm = page.getByRole('alertdialog', { name: `${mover} 회원을 이동할까요?` })
  await expect(confirm).toContainText('역삼매장')
  await expect(confirm).toContainText(shop.name)
  await confirm.getByRole('button', { name: '이동', exact: true }).click()
  await expect(toast(page, `매장 이동 완료: ${mover} → ${shop.name}`)).toBeVisible()
  await expect(detail.getByText(`${mover} · 회원 · ${shop.name}`)).toBeVisible()
  await detail.getByRole('button', { name: '닫기' }).first().click()

  // The list by branch: the shop's administrator and the member moved there, nobody else.
  await page.getByRole('button', { name: '초기화' }).click()
  await page.getByLabel('소속 조직 (하위 포함)').selectOption(String(shop.id))
  await expect(page).toHaveURL(new RegExp(`orgId=${shop.id}`))
  await expect(memberRow(page, mover)).toBeVisible()
  await expect(memberRow(page, head)).toBeVisible()
  await expect(memberRow(page, 'member1')).toHaveCount(0)
  await expect(page.getByText('총 2건')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('소속 조직 (하위 포함)')).toHaveValue(String(shop.id))
  await expect(memberRow(page, mover)).toBeVisible()
})

/** A summary cell's amount as the screen shows it. */
const figureOf = (page: Page, figure: string) => page.locator(`[data-figure="${figure}"] dd`)

async function expectFigures(page: Page, statement: Statement) {
  for (const figure of ['deposits', 'withdrawals', 'stakes', 'payouts', 'net'] as const) {
    await expect
      .poll(async () => wonOf(await figureOf(page, figure).textContent()), { message: figure })
      .toBe(statement[figure])
  }
}

async function clickLink(scope: Locator, name: string) {
  await scope.getByRole('link', { name, exact: true }).click()
}

test('the statements of the demo HQ: figures, chart, drill-down to the agency and its CSV', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const admin = await adminTokenOf(request, 'admin')
  const hq = await orgNamed(request, admin, '서울본부')
  const agency = await orgNamed(request, admin, '강남부본사')
  const yeoksam = await orgNamed(request, admin, '역삼매장')
  // Money in and a settled bet in the demo shop today, by a member of the test's own whose nickname
  // a spreadsheet would take for a formula.
  const bettor = await createMember(request, admin, yeoksam.id, { nickname: '=1+1' })
  const token = await memberTokenOf(request, bettor)
  const topup = await requestTopup(request, token, 30_000)
  await decide(request, admin, 'topup', topup.id, { action: 'approve' })
  await openRoundWithTime(request)
  await api(request, token, '/bets', { betValue: 'PB_ODD', amount: 2_000 })
  await drawCurrentRound(request)
  const today = await serverDate(request)
  const start = `${today.slice(0, 7)}-01`
  const statementOf = (orgId: number) =>
    api<Statement>(request, admin, `/admin/orgs/${orgId}/statement?start=${start}&end=${today}`)
  // The draw settles the bet: the statements count it once it is won or lost.
  await expect
    .poll(async () => (await statementOf(yeoksam.id)).stakes, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(2_000)

  await signInAdmin(page, 'admin')
  await page.goto(`/admin/statements?orgId=${hq.id}`)
  await expect(page.getByRole('heading', { name: '정산서' })).toBeVisible()
  const trail = page.getByRole('navigation', { name: '조직 경로' })
  await expect(trail).toContainText('본사')
  await expect(trail.locator('[aria-current="page"]')).toContainText('서울본부')
  // This month so far, unless the address says otherwise.
  await expect(
    page.getByRole('radiogroup', { name: '기간 단위' }).getByRole('radio', { name: '월', exact: true }),
  ).toBeChecked()
  const hqStatement = await statementOf(hq.id)
  expect(hqStatement.deposits).toBeGreaterThanOrEqual(30_000)
  await expectFigures(page, hqStatement)
  const total = hqStatement.rollingCommission + hqStatement.losingCommission + hqStatement.adjustments
  expect(wonOf(await figureOf(page, 'total').textContent())).toBe(total)
  // Today's stakes drawn as bars, and the same days as a table on demand.
  await expect(page.locator('[data-chart="days"] .recharts-bar-rectangle').first()).toBeVisible()
  await page.getByRole('button', { name: '표로 보기' }).click()
  const days = page.getByRole('region', { name: '일별 베팅 · 당첨 · 순손익 표' })
  await expect(days.getByRole('row').filter({ hasText: today })).toContainText(/\d{1,3}(,\d{3})*원/)
  await captureScreens(page, testInfo, 'admin-statements-hq')

  // Drill down: the agency's own statement, and the trail leads back up.
  const children = page.getByRole('region', { name: '하위 조직 정산 표' })
  await children.getByRole('link', { name: '강남부본사 정산서 보기' }).click()
  await expect(page).toHaveURL(new RegExp(`orgId=${agency.id}`))
  await expect(trail.locator('[aria-current="page"]')).toContainText('강남부본사')
  await expectFigures(page, await statementOf(agency.id))
  await expect(page.getByRole('region', { name: '하위 조직 정산 표' })).toContainText('역삼매장')

  // The CSV: the branches below and the branch's own line, amounts as plain numbers.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'CSV 다운로드' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`정산서_강남부본사_${start}_${today}.csv`)
  const lines = (await readFile((await file.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '').split('\r\n')
  expect(lines[0]).toBe(
    '구분,이름,닉네임,입금,출금,베팅,당첨,순손익,롤링 수수료,루징 기준,루징 배정,하위 배정,루징 수수료,조정,합계',
  )
  expect(lines.find((line) => line.startsWith('매장,역삼매장,,'))).toBeDefined()
  expect(lines.at(-2)).toMatch(/^합계,강남부본사,,\d+,\d+,\d+,\d+,-?\d+,\d+,\d+,\d+,\d+,\d+,-?\d+,-?\d+$/)
  await clickLink(trail, '서울본부')
  await expect(page).toHaveURL(new RegExp(`orgId=${hq.id}`))

  // The shop's own members, with a nickname that could run as a formula kept as text in the CSV.
  await page.goto(`/admin/statements?orgId=${yeoksam.id}`)
  const members = page.getByRole('region', { name: '직속 회원 정산 표' })
  await expect(members.getByRole('row').filter({ hasText: bettor })).toContainText('30,000원')
  await expect(page.getByRole('region', { name: '하위 조직 정산 표' })).toContainText('하위 조직이 없습니다.')
  const shopDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'CSV 다운로드' }).click()
  const shopCsv = await readFile((await (await shopDownload).path()) ?? '', 'utf8')
  expect(shopCsv).toContain(`회원,${bettor},'=1+1,30000,0,2000,`)
  await captureScreens(page, testInfo, 'admin-statements-shop')
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { name: 'Statements' })).toBeVisible()
  await expect(figureOf(page, 'deposits')).not.toHaveText('')
  await captureScreens(page, testInfo, 'admin-statements-shop-en')
})

test('SUPER closes yesterday: the statement reads closed and the close is listed', async ({
  page,
  request,
}, testInfo) => {
  const admin = await adminTokenOf(request, 'admin')
  const hq = await orgNamed(request, admin, '서울본부')
  await signInAdmin(page, 'admin')
  await page.goto(`/admin/statements?orgId=${hq.id}`)
  await page.getByRole('button', { name: '기간 마감' }).click()
  const choose = page.getByRole('dialog', { name: '수수료 기간 마감' })
  await expect(
    choose.getByRole('radiogroup', { name: '마감 단위' }).getByRole('radio', { name: '일', exact: true }),
  ).toBeChecked()
  const yesterday = await choose.getByLabel('날짜').inputValue()
  await expect(choose).toContainText(`마감할 기간: ${yesterday} ~ ${yesterday}`)
  await choose.getByRole('button', { name: '다음' }).click()
  const confirm = page.getByRole('alertdialog', { name: `${yesterday} ~ ${yesterday} 기간을 마감할까요?` })
  await confirm.getByRole('button', { name: '마감 실행' }).click()
  // A second run of the suite on one server finds the day closed already: the same answer, nothing paid twice.
  await expect(
    toast(page, new RegExp(`${yesterday} ~ ${yesterday} 마감 완료|이미 마감된 기간입니다: ${yesterday}`)),
  ).toBeVisible()
  // The statement of that day opens, closed, and the close is in the list.
  await expect(page).toHaveURL(/period=DAY/)
  await expect(page).toHaveURL(new RegExp(`start=${yesterday}`))
  await expect(page.getByTestId('closed-banner')).toContainText('마감됨')
  const closes = page.getByRole('region', { name: '마감된 기간 표' })
  await expect(closes.getByRole('row').filter({ hasText: `${yesterday} ~ ${yesterday}` })).toContainText(
    'admin',
  )
  await captureScreens(page, testInfo, 'admin-statements-closed')
})

test('an HQ administrator sees its own subtree and governs only the branches below it', async ({ page }) => {
  await signInAdmin(page, 'hq1')
  await page.goto('/admin/orgs')
  await expect(treeRow(page, '서울본부')).toBeVisible()
  await expect(treeRow(page, '역삼매장')).toBeVisible()
  await expect(treeRow(page, '운영사')).toHaveCount(0)
  // Its own branch: renamed and grown from, never suspended or re-rated by itself.
  await treeRow(page, '서울본부').getByRole('button', { name: '서울본부 작업' }).click()
  await expect(page.getByRole('menuitem', { name: '하위 조직 만들기' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: '이름 변경' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: '중지' })).toHaveCount(0)
  await expect(page.getByRole('menuitem', { name: '요율 설정' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  // The agency below it: rates and suspension are the HQ's to set.
  await treeRow(page, '강남부본사').getByRole('button', { name: '강남부본사 작업' }).click()
  await expect(page.getByRole('menuitem', { name: '요율 설정' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: '중지' })).toBeVisible()
  await page.keyboard.press('Escape')

  // Statements open on its own branch; closing periods is SUPER's.
  await page.goto('/admin/statements')
  await expect(
    page.getByRole('navigation', { name: '조직 경로' }).locator('[aria-current="page"]'),
  ).toContainText('서울본부')
  await expect(page.getByRole('button', { name: '기간 마감' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: '마감된 기간' })).toHaveCount(0)
})

test('by keyboard: a row menu, its dialog, the period picker and the close confirmation', async ({
  page,
}) => {
  await signInAdmin(page, 'admin')
  await page.goto('/admin/orgs')
  // On a phone the table scrolls sideways inside a region the keyboard can reach; where it fits, the
  // region is no extra tab stop.
  const table = page.getByRole('region', { name: '조직 트리 표' })
  await expect(table).not.toHaveAttribute('tabindex')
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(table).toHaveAttribute('tabindex', '0')
  await table.focus()
  await expect(table).toBeFocused()
  await page.setViewportSize({ width: 1280, height: 720 })
  const menu = page.getByRole('button', { name: '역삼매장 작업' })
  await menu.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: '이름 변경' })).toBeFocused()
  await page.keyboard.press('Enter')
  const rename = page.getByRole('dialog', { name: '조직 이름 변경' })
  await expect(rename.getByLabel(/^조직 이름/)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(rename).toBeHidden()
  // Focus comes back to the row's menu, not to the top of the page.
  await expect(menu).toBeFocused()

  await page.goto('/admin/statements')
  const close = page.getByRole('button', { name: '기간 마감' })
  await close.click()
  await page.getByRole('dialog').getByRole('button', { name: '다음' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm.getByRole('button', { name: '취소' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(close).toBeFocused()
  // The period kinds are radio buttons: the arrow keys move between them, and the address follows.
  await page.getByRole('radio', { name: '월', exact: true }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('radio', { name: '주', exact: true })).toBeChecked()
  await expect(page).toHaveURL(/period=WEEK/)
})
