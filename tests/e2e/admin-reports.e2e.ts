import { readFile } from 'node:fs/promises'
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { signInAdmin } from './support/admin'
import { adminTokenOf, decide, memberTokenOf, orgIdOf, requestTopup, serverDate } from './support/cashier'
import { drawCurrentRound, openRoundWithTime, startPrinterBridge } from './support/game'
import { captureScreens } from './support/screens'

/*
 * The console's bet history, summary bar and statistics against the real server: members created
 * here bet, a round is drawn on the test clock, and every figure on screen is checked against the
 * REST API's answer for the same filter.
 */

type Token = string
interface Member {
  id: number
  loginId: string
  token: Token
}
interface Sums {
  stake: number
  payout: number
}
interface BetPage {
  items: {
    id: number
    selectionCode: string
    betResult: 'WIN' | 'LOSE' | 'PENDING' | 'VOID'
    roundNo: number
  }[]
  pagination: { total: number; totalPages: number }
  sums: { page: Sums; total: Sums }
}
type Figures = Record<(typeof figureHeaders)[number][0], number>
interface Aggregate {
  start: string
  end: string
  items: (Figures & { D: string; loginId?: string; userId?: number })[]
  totals: Figures & { D: string }
}

async function api<T>(request: APIRequestContext, token: Token, path: string, body?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${token}` }
  const response =
    body === undefined
      ? await request.get(`/api${path}`, { headers })
      : await request.post(`/api${path}`, { headers, data: body })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: T }).data
}

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString()

let created = 0
/** A member of its own in the given org, funded by an administrator's adjustment. */
async function fundedMember(request: APIRequestContext, admin: Token, orgId: number): Promise<Member> {
  created += 1
  const member = await api<{ id: number; loginId: string }>(request, admin, '/admin/users', {
    loginId: `rep${Date.now().toString(36)}${created}`,
    password: 'demo1234',
    bankName: '국민은행',
    accountNumber: '12345678',
    accountHolder: '통계회원',
    orgId,
  })
  await api(request, admin, `/admin/users/${member.id}/balance`, { amount: 100_000 })
  return { ...member, token: await memberTokenOf(request, member.loginId) }
}

const bet = (request: APIRequestContext, member: Member, betValue: string, amount: number) =>
  api(request, member.token, '/bets', { betValue, amount })

/** What the console shows: '1,000원', signed profits '+1,000원', points '1,000P', counts '3'. */
const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`
const signedWon = (amount: number) =>
  amount === 0 ? won(0) : `${amount > 0 ? '+' : '-'}${won(Math.abs(amount))}`
const points = (amount: number) => `${amount.toLocaleString('ko-KR')}P`

/** The statistics table's figures and their Korean headers, as an operator reads them. */
const figureHeaders = [
  ['TOPUP_AMT', '충전', won],
  ['WITHDRAW_AMT', '환전', won],
  ['INOUT_PL', '충환 손익', signedWon],
  ['BET_STAKE', '베팅', won],
  ['BET_WIN', '당첨', won],
  ['BET_LOSE', '미적중', won],
  ['BET_PL', '베팅 손익', signedWon],
  ['HOLDING_BET_AMT', '진행중 베팅', won],
  ['MONEY_BAL', '보유머니', won],
  ['POINT_BAL', '보유포인트', points],
  ['REQ_CNT', '충환 신청', (count: number) => count.toLocaleString('ko-KR')],
  ['DONE_CNT', '충환 처리', (count: number) => count.toLocaleString('ko-KR')],
] as const

/** Every figure cell of a table row equals the API's row, found by its column header. */
async function expectFigures(page: Page, row: Locator, figures: Figures) {
  const headers = await listTable(page).locator(':scope > thead th').allInnerTexts()
  for (const [figure, header, format] of figureHeaders) {
    const column = headers.findIndex((text) => text.trim() === header)
    expect(column, header).toBeGreaterThan(0)
    await expect(row.locator('td').nth(column), header).toHaveText(format(figures[figure]))
  }
}

/** The list's own table (the sums under it are a small table of their own). */
const listTable = (page: Page) => page.locator('table').first()
const bodyRows = (page: Page) => listTable(page).locator(':scope > tbody > tr')
const cellRow = (page: Page, text: string) =>
  bodyRows(page).filter({ has: page.getByRole('cell', { name: text, exact: true }) })
const footerRow = (page: Page) => listTable(page).locator(':scope > tfoot > tr')
/** A chart's drawing: the wrapper's own svg (its legend icons are small svgs of their own, inside the legend). */
const chartSurface = (page: Page, chart: string) =>
  page.locator(`[data-chart="${chart}"] .recharts-wrapper > svg.recharts-surface`)
const resultLabels = { WIN: '적중', LOSE: '미적중', PENDING: '대기', VOID: '취소' } as const
const selectionLabels: Record<string, string> = {
  PB_ODD: '파워볼 홀',
  PB_EVEN: '파워볼 짝',
  NB_ODD: '일반볼 홀',
}

test.describe.configure({ mode: 'serial' })

let admin: Token
let bettor: Member
let outsider: Member
let today: string

test('members bet on a round that is drawn, then on the next one', async ({ request }) => {
  test.setTimeout(60_000)
  admin = await adminTokenOf(request, 'admin')
  // The bettor is under shop1; the outsider under agency1 itself, beside shop1's subtree.
  bettor = await fundedMember(request, admin, await orgIdOf(request, admin, 'shop1'))
  outsider = await fundedMember(request, admin, await orgIdOf(request, admin, 'agency1'))

  await openRoundWithTime(request)
  await bet(request, bettor, 'PB_ODD', 10_000)
  await bet(request, bettor, 'PB_EVEN', 5_000)
  await bet(request, outsider, 'NB_ODD', 3_000)
  await drawCurrentRound(request)

  // Twelve items still waiting: with ten rows a page, the bettor's history has two pages.
  await openRoundWithTime(request)
  for (const selection of ['PB_UNDER', 'PB_OVER', 'NB_ODD', 'NB_EVEN', 'NB_UNDER', 'NB_OVER'])
    await bet(request, bettor, selection, 2_000)
  for (const selection of ['SMALL', 'MID', 'BIG', 'ODD_SMALL', 'EVEN_BIG', 'PB_ODD_UNDER'])
    await bet(request, bettor, selection, 1_000)
  today = await serverDate(request)

  const history = await api<BetPage>(request, admin, `/admin/bets?${query({ loginId: bettor.loginId })}`)
  expect(history.pagination.total).toBe(14)
  expect(history.items.filter((item) => item.betResult === 'PENDING')).toHaveLength(12)
  expect(history.items.filter((item) => item.betResult === 'WIN')).toHaveLength(1)
  expect(history.items.filter((item) => item.betResult === 'LOSE')).toHaveLength(1)
})

test('the bet history shows results, filters in the address, a clamped page size and the API sums', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000)
  const drawn = (
    await api<BetPage>(request, admin, `/admin/bets?${query({ loginId: bettor.loginId, limit: 200 })}`)
  ).items.filter((item) => item.betResult !== 'PENDING')
  await signInAdmin(page, 'admin')
  await page.goto('/admin/bets')
  await expect(page.getByRole('heading', { name: '베팅 내역 조회' })).toBeVisible()

  // The member filter, typed and applied with Enter, lives in the address.
  await page.getByLabel('회원 아이디').fill(bettor.loginId)
  await page.getByLabel('회원 아이디').press('Enter')
  await expect(page).toHaveURL(new RegExp(`loginId=${bettor.loginId}`))
  await expect(page.getByText('총 14건')).toBeVisible()
  for (const item of drawn) {
    const row = cellRow(page, selectionLabels[item.selectionCode] ?? '')
    await expect(row.getByText(resultLabels[item.betResult], { exact: true })).toBeVisible()
  }
  await expect(bodyRows(page).filter({ hasText: '대기' })).toHaveCount(12)
  await expect(bodyRows(page).filter({ hasText: outsider.loginId })).toHaveCount(0)

  // Rows per page: a typed 500 is held to 200, 3 to 10 (docs/product.md §5.9); ten rows make two pages.
  const pageSize = page.getByLabel('표시 개수')
  await pageSize.fill('500')
  await pageSize.press('Enter')
  await expect(pageSize).toHaveValue('200')
  await expect(page).toHaveURL(/limit=200/)
  await pageSize.fill('3')
  await pageSize.press('Enter')
  await expect(pageSize).toHaveValue('10')
  await expect(page).toHaveURL(/limit=10\b/)
  await expect(bodyRows(page)).toHaveCount(10)
  await expect(page.getByText('1 / 2')).toBeVisible()

  // The page's and the whole filter's sums equal the API's for the same filter.
  const sums = (
    await api<BetPage>(request, admin, `/admin/bets?${query({ loginId: bettor.loginId, limit: 10 })}`)
  ).sums
  expect(sums.page.stake).toBeLessThan(sums.total.stake)
  await expectSums(page, sums)
  await captureScreens(page, testInfo, 'admin-bets')

  // The CSV holds the whole filter, both pages.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'CSV 내보내기' }).click()
  const csv = (await readFile((await (await download).path()) ?? '', 'utf8')).split('\r\n')
  expect(csv[0]).toBe('\uFEFF베팅 일시,회차,회원,베팅 항목,게임 유형,베팅액,배당,예상 당첨금,지급액,결과')
  // The header, 14 rows and the nothing after the last line's CRLF.
  expect(csv).toHaveLength(16)
  expect(csv.filter((line) => line.includes(`,${bettor.loginId},`))).toHaveLength(14)

  // The result filter (적중 → WIN) joins the member filter in the address and survives a reload.
  const result = page.getByLabel('결과', { exact: true })
  await result.selectOption({ label: '적중' })
  await expect(page).toHaveURL(/result=WIN/)
  await expect(bodyRows(page)).toHaveCount(1)
  await expect(bodyRows(page).first()).toContainText('적중')
  await page.reload()
  await expect(result).toHaveValue('WIN')
  await expect(page.getByLabel('회원 아이디')).toHaveValue(bettor.loginId)
  await expectSums(
    page,
    (
      await api<BetPage>(
        request,
        admin,
        `/admin/bets?${query({ loginId: bettor.loginId, result: 'WIN', limit: 10 })}`,
      )
    ).sums,
  )
  await result.selectOption({ label: '대기' })
  await expect(page).toHaveURL(/result=PENDING/)
  await expect(page.getByText('총 12건')).toBeVisible()
  await captureScreens(page, testInfo, 'admin-bets-pending')
})

async function expectSums(page: Page, sums: BetPage['sums']) {
  for (const [part, figures] of [
    ['page', sums.page],
    ['total', sums.total],
  ] as const) {
    const row = page.locator(`[data-sums="${part}"]`)
    await expect(row.locator('td').nth(0)).toHaveText(won(figures.stake))
    await expect(row.locator('td').nth(1)).toHaveText(won(figures.payout))
  }
}

test('a bet receipt prints through the local bridge, and a missing printer is hinted', async ({ page }) => {
  await signInAdmin(page, 'admin')
  await page.goto(`/admin/bets?${query({ loginId: bettor.loginId, result: 'WIN' })}`)
  const printButton = bodyRows(page)
    .first()
    .getByRole('button', { name: /영수증 인쇄/ })

  await printButton.click()
  await expect(page.getByText('영수증 프린터를 찾지 못했습니다.')).toBeVisible()

  const printer = await startPrinterBridge(6100)
  try {
    // A fresh page looks for the bridge again (a miss is remembered for a minute).
    await page.reload()
    await printButton.click()
    await expect(page.getByText('영수증을 인쇄했습니다.')).toBeVisible()
    const [job] = printer.jobs
    const lines = JSON.stringify(job?.body.lines)
    expect(job?.path).toBe('/print')
    for (const text of ['회차', '베팅', '배당', '1.93배', '금액', '예상 당첨금'])
      expect(lines).toContain(text)
  } finally {
    await printer.close()
  }
})

test('the summary bar shows the API totals and follows a processed top-up live', async ({
  page,
  request,
}) => {
  await signInAdmin(page, 'admin')
  await page.goto('/admin/bets')
  const bar = page.getByRole('region', { name: '오늘의 요약 통계' })
  await expectSummary(bar, request, admin)

  const topup = await requestTopup(request, bettor.token, 20_000)
  await decide(request, admin, 'topup', topup.id, { action: 'approve' })
  await expectSummary(bar, request, admin)
})

/** Each figure of the bar equals GET /api/admin/stats (read again until the bar has caught up). */
async function expectSummary(bar: Locator, request: APIRequestContext, token: Token) {
  await expect(async () => {
    const totals = await api<Record<string, number>>(request, token, '/admin/stats')
    const expected: Record<string, string> = {
      deposit: won(totals.deposit ?? 0),
      withdrawal: won(totals.withdrawal ?? 0),
      profit: signedWon(totals.profit ?? 0),
      betting: won(totals.betting ?? 0),
      winning: won(totals.winning ?? 0),
      balance: won(totals.balance ?? 0),
      points: points(totals.points ?? 0),
    }
    for (const [figure, text] of Object.entries(expected))
      expect(await bar.locator(`[data-figure="${figure}"] dd`).textContent()).toBe(text)
  }).toPass({ timeout: 10_000 })
}

test('the statistics views show the API aggregate in tables and charts', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  await signInAdmin(page, 'admin')
  await page.goto('/admin/stats/daily')
  await expect(page.getByRole('heading', { name: '일별 통계' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: '일자' })).toBeVisible()

  const daily = await api<Aggregate>(request, admin, '/admin/stats/aggregate?granularity=daily')
  expect(daily.end).toBe(today)
  await expect(page.getByLabel('시작일')).toHaveValue(daily.start)
  const todayRow = daily.items.find((row) => row.D === today)
  expect(todayRow?.BET_STAKE).toBeGreaterThan(0)
  await expectFigures(page, cellRow(page, today), todayRow as Figures)
  await expect(footerRow(page).locator('td').first()).toHaveText('합계')
  await expectFigures(page, footerRow(page), daily.totals)
  for (const chart of ['cash', 'bets', 'profit']) await expect(chartSurface(page, chart)).toBeVisible()
  // Today's stakes are drawn as bars.
  await expect(page.locator('[data-chart="bets"] .recharts-bar-rectangle').first()).toBeVisible()
  await captureScreens(page, testInfo, 'admin-stats-daily')

  // Monthly: this year so far; yearly: the last five years. The menu switches the granularity.
  await page.getByRole('link', { name: '월별 통계' }).click()
  await expect(page).toHaveURL(/\/admin\/stats\/monthly/)
  await expect(page.getByRole('columnheader', { name: '월', exact: true })).toBeVisible()
  const monthly = await api<Aggregate>(
    request,
    admin,
    `/admin/stats/aggregate?${query({ granularity: 'monthly', start: `${today.slice(0, 4)}-01-01`, end: today })}`,
  )
  await expectFigures(page, cellRow(page, today.slice(0, 7)), monthly.items.at(-1) as Figures)
  await expectFigures(page, footerRow(page), monthly.totals)
  await expect(chartSurface(page, 'bets')).toBeVisible()
  await captureScreens(page, testInfo, 'admin-stats-monthly')

  await page.getByRole('link', { name: '연도별 통계' }).click()
  await expect(page.getByRole('columnheader', { name: '연도' })).toBeVisible()
  const year = Number(today.slice(0, 4))
  await expect(page.getByLabel('시작일')).toHaveValue(`${year - 4}-01-01`)
  await expect(bodyRows(page)).toHaveCount(5)
  const yearly = await api<Aggregate>(
    request,
    admin,
    `/admin/stats/aggregate?${query({ granularity: 'yearly', start: `${year - 4}-01-01`, end: today })}`,
  )
  await expectFigures(page, cellRow(page, String(year)), yearly.items.at(-1) as Figures)

  // Per member: sorted by betting profit, each linked to that member's daily view.
  await page.getByRole('link', { name: '회원별 통계' }).click()
  await expect(page.getByRole('columnheader', { name: '회원' })).toBeVisible()
  const perMember = await api<Aggregate>(request, admin, '/admin/stats/aggregate?groupBy=member')
  const bettorRow = perMember.items.find((row) => row.loginId === bettor.loginId)
  const memberRow = bodyRows(page).filter({ has: page.getByRole('link', { name: bettor.loginId }) })
  await expectFigures(page, memberRow, bettorRow as Figures)
  await expectFigures(page, footerRow(page), perMember.totals)
  const profitColumn = (await listTable(page).locator(':scope > thead th').allInnerTexts()).findIndex(
    (text) => text.includes('베팅 손익'),
  )
  const profits = (
    await bodyRows(page)
      .locator(`td:nth-child(${profitColumn + 1})`)
      .allInnerTexts()
  ).map((text) => Number(text.replace(/[^\d-]/g, '')))
  expect(profits).toEqual([...profits].sort((a, b) => b - a))
  await captureScreens(page, testInfo, 'admin-stats-members')

  await memberRow.getByRole('link', { name: bettor.loginId }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/stats/daily\\?.*userId=${bettor.id}`))
  await expect(page.getByText(`${bettor.loginId} 회원만`)).toBeVisible()
  const ownDaily = await api<Aggregate>(
    request,
    admin,
    `/admin/stats/aggregate?${query({ granularity: 'daily', userId: bettor.id })}`,
  )
  await expectFigures(page, cellRow(page, today), ownDaily.items.find((row) => row.D === today) as Figures)
  await expectFigures(page, footerRow(page), ownDaily.totals)
})

test("shop1 sees only its subtree's bets and totals", async ({ page, request }) => {
  const shop = await adminTokenOf(request, 'shop1')
  await signInAdmin(page, 'shop1')
  await page.goto('/admin/bets')
  await expect(bodyRows(page).filter({ hasText: bettor.loginId }).first()).toBeVisible()
  await expect(bodyRows(page).filter({ hasText: outsider.loginId })).toHaveCount(0)
  const listed = await api<BetPage>(request, shop, '/admin/bets')
  await expect(page.getByText(`총 ${listed.pagination.total.toLocaleString('ko-KR')}건`)).toBeVisible()
  await expectSummary(page.getByRole('region', { name: '오늘의 요약 통계' }), request, shop)

  // Naming the outsider does not reveal them: the server's message in the load-failure banner.
  await page.goto(`/admin/bets?loginId=${outsider.loginId}`)
  await expect(page.getByRole('alert').filter({ hasText: '회원을 찾을 수 없습니다.' })).toBeVisible()
})
