import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { signInAdmin } from './support/admin'
import { approve, proposeAndApprove } from './support/approvals'
import { adminToken, drawCurrentRound, openRoundWithTime, signIn, wonOf } from './support/game'
import { captureScreens } from './support/screens'

/*
 * The odds board, the bet caps and manual result processing of the console, against the real
 * server on its test clock. Each change is a proposal that `admin` makes and the second SUPER,
 * `admin2`, approves (four eyes). Every odds and cap changed here is put back, so the other specs
 * see the defaults.
 */

test.describe.configure({ mode: 'serial' })

interface OddsSelection {
  selectionCode: string
  oddsValue: number
  defaultOdds: number
}

async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  const token = await adminToken(request)
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: T }).data
}

const serverOdds = async (request: APIRequestContext) =>
  (await api<{ markets: { selections: OddsSelection[] }[] }>(request, 'GET', '/admin/odds')).markets.flatMap(
    (market) => market.selections,
  )

const setOdds = (request: APIRequestContext, marketCode: string, selectionCode: string, odds: number) =>
  proposeAndApprove(request, 'PUT', '/admin/odds', { marketCode, selectionCode, odds })

const setCaps = (request: APIRequestContext, caps: Record<string, number>) =>
  proposeAndApprove(request, 'PUT', '/admin/settings', { caps })

/** The proposal numbers the console announced: '승인 대기 중 (제안 #3, #4) — …'. */
async function sentIds(page: Page): Promise<number[]> {
  const text = (await page.getByTestId('proposal-sent').first().textContent()) ?? ''
  return [...text.matchAll(/#(\d+)/g)].map((match) => Number(match[1]))
}

/** admin2 approves proposals in their own console (a browser context of its own). */
async function approveInConsole(browser: Browser, ids: number[]) {
  const context = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  try {
    const page = await context.newPage()
    await signInAdmin(page, 'admin2')
    await page.goto('/admin/approvals')
    for (const id of ids) {
      await page.getByRole('button', { name: `제안 #${id} 승인` }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: '승인하고 적용' }).click()
      await expect(toasts(page).getByText(`제안 #${id}을 승인해 적용했습니다.`)).toBeVisible()
    }
  } finally {
    await context.close()
  }
}

/** A member of this spec's own, so the demo members' balances and histories stay as other specs expect. */
async function fundedMember(request: APIRequestContext, loginId: string) {
  const member = await api<{ id: number }>(request, 'POST', '/admin/users', {
    loginId,
    password: 'demo1234',
    bankName: '국민은행',
    accountNumber: '1234567890',
    accountHolder: '배당시험',
  })
  await api(request, 'POST', `/admin/users/${member.id}/balance`, { amount: 500_000, note: 'e2e' })
  return loginId
}

const balanceOf = async (page: Page) => wonOf(await page.getByTestId('game-balance').textContent())
const toasts = (page: Page) => page.locator('[data-sonner-toast]')
const oddsRow = (page: Page, code: string) =>
  page.getByTestId('odds-board').locator(`[data-selection="${code}"]`)

/** Places a bet on the member's game page through the slip and its confirmation. */
async function buy(page: Page, selectionCode: string, tenThousands: number) {
  await page.locator(`[data-selection="${selectionCode}"]`).click()
  const slip = page.getByTestId('bet-slip')
  for (let i = 0; i < tenThousands; i++) await slip.getByRole('button', { name: '+10,000 원 추가' }).click()
  await slip.getByRole('button', { name: '구매하기' }).click()
  const confirmation = page.getByRole('dialog', { name: '베팅 확인' })
  await confirmation.getByRole('button', { name: '구매 확정' }).click()
  await expect(confirmation).toBeHidden()
}

let memberLogin = ''

test.beforeAll(async ({ request }) => {
  memberLogin = await fundedMember(request, 'oddsfan1')
})

test('SUPER proposes two changed odds, one proposal each; once admin2 approves, a member sees them live', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const member = await context.newPage()
  await signIn(member, memberLogin)
  await expect(member.locator('[data-selection="PB_ODD"]')).toContainText('1.93배')

  await signInAdmin(page, 'admin')
  await page.goto('/admin/odds')
  const board = page.getByTestId('odds-board')
  await expect(board.locator('[data-selection]')).toHaveCount(45)
  await expect(board.getByRole('heading', { level: 3 })).toHaveCount(11)
  const updates: string[] = []
  page.on('request', (sent) => {
    if (sent.url().includes('admin.odds.update')) updates.push(sent.url())
  })

  try {
    // The minimum house edge is said up front; odds that would pass it with points and rolling are refused.
    await expect(page.getByTestId('edge-summary')).toContainText('최소 하우스 엣지 1%')
    await page.getByLabel('파워볼 홀 새 배당', { exact: true }).fill('1.95')
    await expect(oddsRow(page, 'PB_ODD').getByTestId('rtp')).toContainText('97.5%')
    await expect(oddsRow(page, 'PB_ODD').getByTestId('return-with-points')).toHaveAttribute(
      'data-over',
      'true',
    )
    await expect(
      page.getByRole('alert').filter({ hasText: '파워볼 홀: 포인트·롤링 포함 환수율이 99%를 넘습니다' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: '배당 변경 제안' })).toBeDisabled()

    // Two changes: highlighted, the RTP and the return with points follow the input as it is typed.
    await page.getByLabel('파워볼 홀 새 배당', { exact: true }).fill('1.92')
    await page.getByLabel('중 새 배당', { exact: true }).fill('2.60')
    await expect(oddsRow(page, 'PB_ODD')).toHaveAttribute('data-changed', 'true')
    await expect(oddsRow(page, 'PB_ODD').getByTestId('rtp')).toContainText('96.0%')
    await expect(oddsRow(page, 'PB_ODD').getByTestId('return-with-points')).not.toHaveAttribute('data-over')
    await expect(oddsRow(page, 'MID').getByTestId('rtp')).toContainText('93.2%')
    await expect(page.getByText('변경 2건 · 항목마다 제안 1건')).toBeVisible()

    // Above 100 % RTP is flagged; below 1.01 is refused before anything is sent.
    await page.getByLabel('소 새 배당', { exact: true }).fill('3.20')
    await expect(oddsRow(page, 'SMALL').getByTestId('rtp')).toContainText('102.6%')
    await expect(oddsRow(page, 'SMALL').getByTestId('rtp')).toHaveAttribute('title', /100% 초과/)
    await page.getByLabel('파워볼 짝 새 배당', { exact: true }).fill('1.00')
    await expect(
      page.getByRole('alert').filter({ hasText: '파워볼 짝: 배당은 1.01 이상이어야 합니다.' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: '배당 변경 제안' })).toBeDisabled()
    await captureScreens(page, testInfo, 'odds-board')

    // Emptied inputs are skipped: only the two changes go out, one proposal each.
    await page.getByLabel('파워볼 짝 새 배당', { exact: true }).fill('')
    await page.getByLabel('소 새 배당', { exact: true }).fill('')
    await expect(page.getByText('변경 2건 · 항목마다 제안 1건')).toBeVisible()
    await page.getByLabel('제안 사유 (선택)').fill('주말 배당 조정')
    await page.getByRole('button', { name: '배당 변경 제안' }).click()
    await expect(toasts(page).getByText('배당 변경 제안 2건을 보냈습니다.')).toBeVisible()
    expect(updates).toHaveLength(2)
    await expect(page.getByTestId('proposal-sent')).toContainText('다른 최고관리자가 승인하면 적용됩니다')
    const ids = await sentIds(page)
    expect(ids).toHaveLength(2)
    // Nothing changed yet: the inputs show the odds in force, each row the odds waiting for approval.
    await expect(page.getByText('변경된 배당이 없습니다.')).toBeVisible()
    await expect(page.getByLabel('파워볼 홀 새 배당', { exact: true })).toHaveValue('1.93')
    await expect(oddsRow(page, 'PB_ODD').getByTestId('pending-odds')).toHaveText(
      `승인 대기 1.92배 (#${ids[0]})`,
    )
    await expect(oddsRow(page, 'MID').getByTestId('pending-odds')).toHaveText(`승인 대기 2.60배 (#${ids[1]})`)
    await captureScreens(page, testInfo, 'odds-board-proposed')
    expect(
      (await serverOdds(request)).every((selection) => selection.oddsValue === selection.defaultOdds),
    ).toBe(true)

    // admin2 approves both: the odds change, and the member's open game page follows without a reload.
    await approveInConsole(browser, ids)
    const odds = await serverOdds(request)
    const changed = odds
      .filter((selection) => selection.oddsValue !== selection.defaultOdds)
      .map((selection) => `${selection.selectionCode}=${selection.oddsValue}`)
    expect(changed.sort()).toEqual(['MID=2.6', 'PB_ODD=1.92'])
    await expect(member.locator('[data-selection="PB_ODD"]')).toContainText('1.92배')
    await expect(member.locator('[data-selection="MID"]')).toContainText('2.60배')
    await expect(page.getByLabel('파워볼 홀 새 배당', { exact: true })).toHaveValue('1.92')
    await expect(oddsRow(page, 'PB_ODD').getByTestId('pending-odds')).toHaveCount(0)

    // Reset puts the server's values back into edited inputs.
    await page.getByLabel('일반볼 홀 새 배당', { exact: true }).fill('1.99')
    await page.getByRole('button', { name: '초기화' }).click()
    await expect(page.getByLabel('일반볼 홀 새 배당', { exact: true })).toHaveValue('1.93')
  } finally {
    await setOdds(request, 'PB_ODD_EVEN', 'PB_ODD', 1.93)
    await setOdds(request, 'NB_SIZE', 'MID', 2.47)
  }
})

test('shop1 sees the odds and caps read-only and no manual result menu', async ({ page }, testInfo) => {
  await signInAdmin(page, 'shop1')
  await page.goto('/admin/odds')
  const board = page.getByTestId('odds-board')
  await expect(board.locator('[data-selection]')).toHaveCount(45)
  await expect(oddsRow(page, 'PB_ODD')).toContainText('1.93배')
  await expect(page.getByRole('spinbutton')).toHaveCount(0)
  await expect(page.getByRole('button', { name: '배당 변경 제안' })).toHaveCount(0)
  await expect(page.getByText('배당은 최고관리자만 변경할 수 있습니다.')).toBeVisible()
  await expect(page.getByTestId('cap-table').getByRole('textbox')).toHaveCount(0)
  await expect(page.getByTestId('cap-table').locator('[data-cap="TOTAL"]')).toContainText('3,000,000원')
  await expect(page.getByRole('button', { name: '변경 제안', exact: true })).toHaveCount(0)
  await captureScreens(page, testInfo, 'odds-readonly')

  const menu = page.getByRole('navigation', { name: '관리자 메뉴' })
  await expect(menu.getByRole('link', { name: '배당 조정' })).toBeVisible()
  await expect(menu.getByRole('link', { name: '수동 결과 처리' })).toHaveCount(0)
  await page.goto('/admin/results')
  await expect(page.getByText('수동 결과 처리는 최고관리자만 사용할 수 있습니다.')).toBeVisible()
})

test('SUPER proposes a lower cap; once approved, a member bet over it is refused with the cap message', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  await signInAdmin(page, 'admin')
  await page.goto('/admin/odds')
  const caps = page.getByTestId('cap-table')
  await expect(caps.locator('[data-cap]')).toHaveCount(8)
  try {
    await caps.getByLabel('대중소 한도', { exact: true }).fill('20000')
    await expect(caps.getByLabel('대중소 한도', { exact: true })).toHaveValue('20,000')
    await captureScreens(page, testInfo, 'odds-caps')
    await page.getByRole('button', { name: '변경 제안', exact: true }).click()
    await expect(toasts(page).getByText('운영 설정 변경을 제안했습니다.')).toBeVisible()
    const id = Number(/#(\d+)/.exec((await page.getByTestId('proposal-sent').textContent()) ?? '')?.[1])
    const before = await api<{ caps: Record<string, number> }>(request, 'GET', '/admin/settings')
    expect(before.caps.SIZE).toBe(150_000)
    await approve(request, id)
    const settings = await api<{ caps: Record<string, number> }>(request, 'GET', '/admin/settings')
    expect(settings.caps.SIZE).toBe(20_000)
    expect(settings.caps.TOTAL).toBe(3_000_000)

    await openRoundWithTime(request, 60)
    const member = await context.newPage()
    await signIn(member, memberLogin)
    const start = await balanceOf(member)
    // The member's game page knows the lowered cap before the confirmation: buying stays off.
    await member.locator('[data-selection="SMALL"]').click()
    const slip = member.getByTestId('bet-slip')
    for (let i = 0; i < 3; i++) await slip.getByRole('button', { name: '+10,000 원 추가' }).click()
    await expect(slip.getByTestId('cap-problem')).toHaveText('대중소 한도 20,000원 초과 (현재 0원)')
    await expect(slip.getByRole('button', { name: '구매하기' })).toBeDisabled()
    expect(await balanceOf(member)).toBe(start)
  } finally {
    await setCaps(request, { SIZE: 150_000 })
  }
})

test('SUPER proposes a manual result for the next round; approved, the draw takes it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const game = await openRoundWithTime(request, 90)
  const next = game.round + 1
  const nextToday = game.todayRound === 288 ? 1 : game.todayRound + 1
  await signInAdmin(page, 'admin')
  await page.goto('/admin/results')
  const card = page.getByTestId('manual-result')
  await expect(card).toContainText('아직 열리지 않았고 베팅이 하나도 없는 회차에만 지정할 수 있습니다.')

  // The round being bet on is open: refused when proposed, with the server's reason (that it has
  // bets, when another worker's member has already bet on it).
  await card.getByLabel('회차 번호').fill(String(game.round))
  await expect(card.getByTestId('round-opening')).toHaveText('이미 열린 회차: 지정할 수 없습니다')
  for (const ball of [27, 3, 14, 9, 22])
    await card.getByRole('button', { name: `일반볼 ${ball}`, exact: true }).click()
  await card.getByRole('button', { name: '파워볼 6', exact: true }).click()
  await card.getByRole('button', { name: '결과 제안' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: '제안 보내기' }).click()
  await expect(card.getByRole('alert')).toContainText(
    /베팅이 (시작된|있는) 회차에는 결과를 입력할 수 없습니다\./,
  )

  // The next round, by default.
  await card.getByRole('button', { name: '다음 회차로' }).click()
  await expect(card.getByLabel('회차 번호')).toHaveValue(String(next))
  await expect(card.getByTestId('target-round')).toHaveText(`${nextToday}회차`)
  await expect(card.getByTestId('round-opening')).toHaveText('아직 열리지 않음')
  await expect(card.getByRole('button', { name: '일반볼 1', exact: true })).toBeDisabled()
  await expect(card.getByTestId('preview-sum')).toHaveText('75')
  await expect(card.getByTestId('preview-normal')).toHaveText('홀오버중')
  await expect(card.getByTestId('preview-powerball')).toHaveText('짝오버')
  await captureScreens(page, testInfo, 'results')

  await card.getByRole('button', { name: '결과 제안' }).click()
  const confirmation = page.getByRole('alertdialog', { name: `${nextToday}회차 (#${next}) 결과 제안` })
  await confirmation.getByRole('button', { name: '제안 보내기' }).click()
  await expect(confirmation).toBeHidden()
  const sent = card.getByTestId('proposal-sent')
  await expect(sent).toContainText('승인 대기 중 (제안 #')
  await expect(sent).toContainText('다른 최고관리자가 승인하면 적용됩니다')
  await captureScreens(page, testInfo, 'results-proposed')
  const id = Number(/#(\d+)/.exec((await sent.textContent()) ?? '')?.[1])
  const applied = await approve(request, id)
  expect(applied.result).toMatchObject({ roundNumber: next, source: 'MANUAL' })

  await drawCurrentRound(request)
  await openRoundWithTime(request, 0)
  await drawCurrentRound(request)
  await expect
    .poll(async () => {
      const results = await (await request.get('/api/games/recent-results?limit=5')).json()
      const drawn = (
        results.data as { round: number; source: string; number: number[]; powerball: number }[]
      ).find((result) => result.round === next)
      return drawn && { source: drawn.source, number: drawn.number, powerball: drawn.powerball }
    })
    .toEqual({ source: 'MANUAL', number: [3, 9, 14, 22, 27], powerball: 6 })
})

test('SUPER proposes voiding a round with a member bet on it; approved, the stake is refunded', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const game = await openRoundWithTime(request, 90)
  const member = await context.newPage()
  await signIn(member, memberLogin)
  const start = await balanceOf(member)
  await buy(member, 'NB_UNDER', 1)
  await expect.poll(() => balanceOf(member)).toBe(start - 10_000)

  await signInAdmin(page, 'admin')
  await page.goto('/admin/results')
  const card = page.getByTestId('void-round')
  await expect(card.getByLabel('회차 번호')).toHaveValue(String(game.round))
  await card.getByRole('button', { name: '취소 제안' }).click()
  await expect(card.getByRole('alert')).toHaveText('취소 사유를 입력해주세요.')
  await card.getByLabel('취소 사유').fill('추첨 장비 점검')
  await card.getByRole('button', { name: '취소 제안' }).click()
  const confirmation = page.getByRole('alertdialog', {
    name: `${game.todayRound}회차 (#${game.round}) 취소를 제안할까요?`,
  })
  await expect(confirmation).toContainText('베팅금 전액이 회원에게 환불됩니다')
  await confirmation.getByRole('button', { name: '취소 제안 보내기' }).click()
  await expect(confirmation).toBeHidden()
  const sent = card.getByTestId('proposal-sent')
  await expect(sent).toContainText('다른 최고관리자가 승인하면 적용됩니다')
  // Proposed only: the stake is still held.
  expect(await balanceOf(member)).toBe(start - 10_000)

  const id = Number(/#(\d+)/.exec((await sent.textContent()) ?? '')?.[1])
  const applied = await approve(request, id)
  expect(applied.result).toMatchObject({ roundNumber: game.round, refundedBets: 1, refundedAmount: 10_000 })
  await expect.poll(() => balanceOf(member)).toBe(start)

  // The applied void shows what it refunded in the list.
  await page.goto('/admin/approvals?status=APPLIED')
  await expect(page.locator(`article[data-proposal="${id}"]`).getByTestId('proposal-result')).toHaveText(
    '환불 1건 · 합계 10,000원',
  )
  // On past the voided round and one drawn round: a void reveals no seed, and the next spec's round
  // shows the previous round's seed as its commitment.
  await drawCurrentRound(request)
  await openRoundWithTime(request, 0)
  await drawCurrentRound(request)
})
