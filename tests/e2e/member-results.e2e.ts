import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { boardColumns } from '../../apps/web/src/features/statistics/board-columns'
import { proposeAndApprove } from './support/approvals'
import { fundedMember } from './support/cashier'
import {
  currentGame,
  drawCurrentRound,
  expectNoHorizontalScroll,
  openRoundWithTime,
  signIn,
} from './support/game'
import { captureScreens, screenshotPage } from './support/screens'

/*
 * A member reads the draws: the day's results (balls in draw order and by size, every outcome, the
 * operator's result and a voided round marked in words), the statistics and pattern boards of a
 * window, each figure as the API answers it; and on the game page a draw comes out ball by ball,
 * then the member's own result, while an open results list gains the round without asking again.
 */

interface DayResult {
  round: number
  todayRound: number
  gameDate: string
  status: 'DRAWN' | 'SETTLED' | 'VOID'
  powerball: number | null
  powerballOddEven: string | null
  powerballUnderOver: string | null
  number: number[]
  drawOrder: number[]
  numberSum: number | null
  numberOddEven: string | null
  numberUnderOver: string | null
  numberSize: string | null
  source: 'RNG' | 'MANUAL' | null
}

interface DayResults {
  date: string
  items: DayResult[]
  pagination: { page: number; limit: number; total: number; totalPages: number }
}

interface FieldStatistics {
  values: { value: string; count: number; share: number }[]
  streak: { value: string | null; length: number }
  longest: { value: string | null; length: number; lastRound: number | null }
}

interface Statistics {
  totalRounds: number
  fields: Record<string, FieldStatistics>
  balls: { values: { value: number; count: number }[]; mostFrequent: number[] }
  powerballs: { values: { value: number; count: number }[] }
  boards: Record<string, { value: string; length: number }[]>
}

const boardFields = [
  'powerballOddEven',
  'powerballUnderOver',
  'numberOddEven',
  'numberUnderOver',
  'numberSize',
]

/** The outcome words the member reads. */
const word: Record<string, string> = {
  ODD: '홀',
  EVEN: '짝',
  UNDER: '언더',
  OVER: '오버',
  SMALL: '소',
  MID: '중',
  BIG: '대',
}
const words = (...values: (string | null)[]) => values.map((value) => word[value ?? ''] ?? '?')
const number = (value: number) => value.toLocaleString('ko-KR')
const percent = (share: number) => `${(share * 100).toFixed(1)}%`
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: T }).data
}

const dayResults = async (request: APIRequestContext, query = '') =>
  data<DayResults>(await request.get(`/api/games/results?limit=30${query}`))

const statistics = async (request: APIRequestContext, window = 'rounds=288') =>
  data<Statistics>(await request.get(`/api/games/statistics?${window}`))

/** Operator's balls for the manual round, in draw order. */
const manualBalls = [27, 3, 14, 9, 22]
let seeded: Promise<{ manual: number; voided: number }> | undefined

/**
 * Two dozen rounds of one game day drawn on the test clock: one with a result the operator set, one
 * voided before its draw. Once per run; the later tests read what it left.
 */
function seedDay(request: APIRequestContext) {
  seeded ??= (async () => {
    // All on one game day, clear of its end.
    while ((await currentGame(request)).todayRound > 255) await drawCurrentRound(request)
    const game = await openRoundWithTime(request, 60)
    const manual = game.round + 1
    const voided = game.round + 2
    await proposeAndApprove(request, 'POST', '/admin/manual-result', {
      roundNumber: manual,
      normalBalls: manualBalls,
      powerBall: 6,
    })
    await proposeAndApprove(request, 'POST', `/admin/rounds/${voided}/void`, { reason: '추첨 장비 점검' })
    for (let drawn = 0; drawn < 26; drawn++) await drawCurrentRound(request)
    return { manual, voided }
  })()
  return seeded
}

/** A drawn round's row shows what the API answered for it. */
async function expectRow(row: Locator, result: DayResult) {
  const drawOrder = row.getByTestId('draw-order')
  await expect(drawOrder.getByRole('img')).toHaveAttribute(
    'aria-label',
    `추첨 순서 ${result.drawOrder.join(', ')}`,
  )
  expect(await drawOrder.getByRole('img').locator('span').allInnerTexts()).toEqual(
    result.drawOrder.map(String),
  )
  const sorted = row.getByTestId('sorted').getByRole('img')
  expect(await sorted.locator('span').allInnerTexts()).toEqual(result.number.map(String))
  await expect(row.getByTestId('sum-value')).toHaveText(String(result.numberSum))
  expect(await row.getByTestId('sum').locator('span.flex > span').allInnerTexts()).toEqual(
    words(result.numberOddEven, result.numberUnderOver, result.numberSize),
  )
  await expect(row.getByTestId('powerball').getByRole('img')).toHaveText(String(result.powerball))
  expect(await row.getByTestId('powerball').locator('span.flex > span').allInnerTexts()).toEqual(
    words(result.powerballOddEven, result.powerballUnderOver),
  )
}

interface RevealStep {
  at: number
  balls: number
  state: string | null
}

/** Notes, in the page, each change of the draw card: how many balls are out, and its state. */
async function recordRevealSteps(page: Page) {
  await page.evaluate(() => {
    const steps: RevealStep[] = []
    ;(window as unknown as { revealSteps: RevealStep[] }).revealSteps = steps
    new MutationObserver(() => {
      const card = document.querySelector('[data-testid="draw-reveal"]')
      if (!card) return
      const balls = card.querySelectorAll('[data-ball]').length
      const state = card.getAttribute('data-state')
      const last = steps.at(-1)
      if (last?.balls !== balls || last?.state !== state) steps.push({ at: performance.now(), balls, state })
    }).observe(document.body, { childList: true, subtree: true, attributes: true })
  })
}

const revealSteps = (page: Page) =>
  page.evaluate(() => (window as unknown as { revealSteps: RevealStep[] }).revealSteps)

const roundsShown = (page: Page) =>
  page
    .getByTestId('day-results')
    .locator('li')
    .evaluateAll((rows) => rows.map((row) => Number((row as HTMLElement).dataset.round)))

test('the day’s results: balls in draw order and by size, outcomes, marks, search and paging in the address', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const { manual, voided } = await seedDay(request)
  const { loginId } = await fundedMember(request)
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page, loginId)

  // Reached from the member menu, as /fairness and /bets are.
  await page.goto('/bets')
  await page.getByRole('navigation', { name: '메뉴' }).getByRole('link', { name: '회차 결과' }).click()
  await expect(page).toHaveURL(/\/results$/)
  await expect(page.getByRole('heading', { name: '회차 결과', level: 1 })).toBeVisible()

  const day = await dayResults(request)
  await expect(page.getByTestId('results-total')).toHaveText(
    `${day.date} · 총 ${number(day.pagination.total)}회차`,
  )
  await expect.poll(() => roundsShown(page)).toEqual(day.items.map((item) => item.round))

  const drawn = day.items.find((item) => item.status !== 'VOID' && item.source === 'RNG')
  if (!drawn) throw new Error('no drawn round')
  const row = page.locator(`li[data-round="${drawn.round}"]`)
  await expectRow(row, drawn)
  await expect(row).toContainText(`${drawn.todayRound}회차`)
  await expect(row).toContainText(`#${drawn.round}`)

  // The operator's result and the voided round say so in words.
  const manualRow = page.locator(`li[data-round="${manual}"]`)
  await expect(manualRow.getByTestId('manual-result')).toHaveText('운영자 입력')
  const manualResult = day.items.find((item) => item.round === manual)
  expect(manualResult?.drawOrder).toEqual(manualBalls)
  if (manualResult) await expectRow(manualRow, manualResult)
  const voidedRow = page.locator(`li[data-round="${voided}"]`)
  await expect(voidedRow.getByTestId('result-voided')).toHaveText('취소')
  await expect(voidedRow).toContainText('운영자 취소')
  await expect(voidedRow.getByRole('img')).toHaveCount(0)
  await captureScreens(page, testInfo, 'results')

  // On a phone each value has its label beside it, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  await expectRow(row, drawn)
  await expect(row.getByText('추첨 순서')).toBeVisible()
  await expect(row.getByText('크기순')).toBeVisible()
  await expectNoHorizontalScroll(page)
  await page.setViewportSize({ width: 1440, height: 900 })

  // A round of the day by its number: the search is in the address, so a reload keeps it.
  await page.getByLabel('회차 검색').fill(String(drawn.todayRound))
  await page.getByRole('button', { name: '검색', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`round=${drawn.todayRound}`))
  await expect(page.getByTestId('results-total')).toHaveText(`${drawn.todayRound}회차 검색 결과`)
  await expect.poll(() => roundsShown(page)).toEqual([drawn.round])
  await page.reload()
  await expect.poll(() => roundsShown(page)).toEqual([drawn.round])
  await expect(page.getByLabel('회차 검색')).toHaveValue(String(drawn.todayRound))
  // …and by its global number.
  await page.goto(`/results?round=${drawn.round}`)
  await expect.poll(() => roundsShown(page)).toEqual([drawn.round])
  await page.getByRole('button', { name: '전체 보기' }).click()
  await expect(page).toHaveURL(/\/results$/)
  await expect.poll(() => roundsShown(page)).toEqual(day.items.map((item) => item.round))

  // Paging and the day are in the address too; a day without draws says so.
  await page.goto(`/results?date=${day.date}&page=2`)
  const second = await dayResults(request, `&date=${day.date}&page=2`)
  await expect.poll(() => roundsShown(page)).toEqual(second.items.map((item) => item.round))
  if (second.pagination.totalPages > 1)
    await expect(page.getByText(`2 / ${second.pagination.totalPages}`)).toBeVisible()
  await page.goto('/results?date=2024-01-02')
  await expect(page.getByLabel('날짜')).toHaveValue('2024-01-02')
  await expect(page.getByText('아직 결과가 없습니다')).toBeVisible()

  // Each round links to its fairness check, which brings that round into view.
  await page.goto('/results')
  await row.getByRole('link', { name: `${drawn.todayRound}회차 공정성 확인` }).click()
  await expect(page).toHaveURL(new RegExp(`/fairness\\?date=${drawn.gameDate}&round=${drawn.round}`))
  const checked = page.locator(`li[data-round="${drawn.round}"]`)
  await expect(checked).toHaveAttribute('aria-current', 'true')
  await expect(checked).toBeFocused()
  await expect(checked).toBeInViewport()
})

test('statistics and pattern boards: the API’s figures, the window in the address, boards that scroll', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  await seedDay(request)
  const { loginId } = await fundedMember(request)
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page, loginId)
  await page.goto('/game')
  await page.getByRole('button', { name: '메뉴 열기' }).click()
  await page.getByRole('dialog', { name: '메뉴' }).getByRole('link', { name: '통계·패턴' }).click()
  await expect(page).toHaveURL(/\/statistics$/)

  const answer = await statistics(request)
  await expect(page.getByRole('button', { name: '최근 288회차' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('window-summary')).toContainText(`${number(answer.totalRounds)}회차 집계`)

  // Every outcome's count and share, its current and longest streak.
  for (const [field, figures] of Object.entries(answer.fields)) {
    const card = page.locator(`[data-field="${field}"]`)
    for (const value of figures.values) {
      const line = card.locator(`tr[data-value="${value.value}"]`)
      await expect(line.getByTestId('count')).toHaveText(number(value.count))
      await expect(line).toContainText(percent(value.share))
    }
    if (figures.streak.value && word[figures.streak.value])
      await expect(card.getByTestId('streak')).toHaveText(
        `${word[figures.streak.value]} ${figures.streak.length}연속`,
      )
  }
  const pbOdd = answer.fields.powerballOddEven?.values.find((value) => value.value === 'ODD')
  await expect(
    page.locator('[data-field="powerballOddEven"] tr[data-value="ODD"]').getByRole('rowheader'),
  ).toHaveText('홀')
  expect(pbOdd).toBeDefined()

  // Each ball: its count; the most frequent are marked in words.
  const ball7 = answer.balls.values.find((ball) => ball.value === 7)
  await expect(
    page.locator('[data-testid="balls-frequency"] li[data-ball="7"] [data-testid="ball-count"]'),
  ).toHaveText(`출현 ${number(ball7?.count ?? -1)}회`)
  for (const ball of answer.balls.mostFrequent)
    await expect(page.locator(`[data-testid="balls-frequency"] li[data-ball="${ball}"]`)).toContainText(
      '최다',
    )
  const powerball0 = answer.powerballs.values.find((ball) => ball.value === 0)
  await expect(
    page.locator('[data-testid="powerballs-frequency"] li[data-ball="0"] [data-testid="ball-count"]'),
  ).toHaveText(`출현 ${number(powerball0?.count ?? -1)}회`)

  // A board has a column per run (a run past six cells turns right along the bottom row).
  for (const field of boardFields) {
    const runs = answer.boards[field] ?? []
    const board = page.locator(`[data-board="${field}"]`)
    await expect(board).toHaveAttribute('data-runs', String(runs.length))
    await expect(board.locator('[data-run-start]')).toHaveCount(runs.length)
    const columns = boardColumns(runs).columns
    await expect(board.getByTestId('board-grid')).toHaveAttribute('data-columns', String(columns))
    if (runs.every((run) => run.length <= 6)) expect(columns).toBe(runs.length)
    const last = runs.at(-1)
    if (last)
      await expect(board.getByTestId('board-current')).toHaveText(
        `현재 ${word[last.value]} ${last.length}연속`,
      )
  }
  await captureScreens(page, testInfo, 'statistics')

  // The window is in the address, and the figures follow it.
  await page.getByRole('button', { name: '최근 100회차' }).click()
  await expect(page).toHaveURL(/\?rounds=100$/)
  await expect(page.getByRole('button', { name: '최근 100회차' })).toHaveAttribute('aria-pressed', 'true')
  const hundred = await statistics(request, 'rounds=100')
  await expect(page.getByTestId('window-summary')).toContainText(`${number(hundred.totalRounds)}회차 집계`)
  await page.getByRole('button', { name: '7일' }).click()
  await expect(page).toHaveURL(/\?days=7$/)
  await page.reload()
  await expect(page.getByRole('button', { name: '7일' })).toHaveAttribute('aria-pressed', 'true')

  // On a phone: no sideways page, a board scrolls on its own, by keyboard, its newest column in view.
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoHorizontalScroll(page)
  // The widest board of the window: its newest column in view, and the keyboard scrolls it back.
  const widest =
    boardFields
      .map((field) => ({ field, columns: boardColumns(answer.boards[field] ?? []).columns }))
      .sort((a, b) => b.columns - a.columns)[0]?.field ?? 'powerballOddEven'
  const scroller = page.locator(`[data-board="${widest}"]`).getByTestId('board-scroller')
  await expect(scroller).toHaveAttribute('tabindex', '0')
  await expect(scroller).toHaveAttribute('aria-label', /패턴 보드, 좌우로 스크롤$/)
  await expect(scroller).toContainText('현재')
  await page.reload()
  await expect(scroller).toBeVisible()
  const atEnd = () =>
    scroller.evaluate((element) => element.scrollLeft + element.clientWidth >= element.scrollWidth - 2)
  await expect.poll(atEnd).toBe(true)
  await scroller.focus()
  await expect(scroller).toBeFocused()
  if (await scroller.evaluate((element) => element.scrollWidth > element.clientWidth + 2)) {
    const scrolled = await scroller.evaluate((element) => element.scrollLeft)
    expect(scrolled).toBeGreaterThan(0)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeLessThan(scrolled)
  }

  // In English the longer names still fit a phone, here and on the results.
  await page.getByRole('button', { name: '메뉴 열기' }).click()
  await page.getByRole('dialog', { name: '메뉴' }).getByRole('button', { name: 'English' }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible()
  await expect(scroller).toHaveAttribute('aria-label', / pattern board, scrolls sideways$/)
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true')
  await expectNoHorizontalScroll(page)
  await screenshotPage(page, testInfo.outputPath('statistics-390-en.png'))
  await page.goto('/results')
  await expect(page.getByRole('heading', { name: 'Results', level: 1 })).toBeVisible()
  await expect(page.getByTestId('day-results').locator('li').first()).toContainText('Draw order')
  await expectNoHorizontalScroll(page)
  await screenshotPage(page, testInfo.outputPath('results-390-en.png'))
})

test('a draw on the game page: the balls come out one by one, then my result; lists gain the round live', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  await seedDay(request)
  const { loginId, token } = await fundedMember(request)
  const game = await openRoundWithTime(request, 90)
  for (const selectionCode of ['PB_ODD', 'PB_EVEN']) {
    const bet = await request.post('/api/bets', {
      headers: bearer(token),
      data: { roundId: game.round, items: [{ selectionCode, stakeAmount: 10_000 }] },
    })
    expect(bet.ok(), await bet.text()).toBe(true)
  }

  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page, loginId)
  const list = await page.context().newPage()
  await list.setViewportSize({ width: 1440, height: 900 })
  await list.goto('/results')
  // A second page on a busy machine: give its first paint time.
  await expect(list.getByTestId('day-results')).toBeVisible({ timeout: 20_000 })
  for (const watched of [page, list])
    await expect(watched.getByRole('status').filter({ hasText: '실시간 연결됨' }).first()).toBeAttached()
  const asked: string[] = []
  list.on('request', (sent) => {
    if (sent.url().includes('game.results') || sent.url().includes('/games/results')) asked.push(sent.url())
  })

  // The game page in front: a background tab's timers are slowed to one a second.
  await page.bringToFront()
  await recordRevealSteps(page)
  await drawCurrentRound(request)
  const reveal = page.getByTestId('draw-reveal')
  await expect(reveal).toHaveAttribute('data-round', String(game.round))
  await expect(reveal.getByRole('heading', { name: `${game.todayRound}회차 추첨` })).toBeVisible()
  await expect(reveal).toHaveAttribute('data-state', 'done', { timeout: 10_000 })
  // One ball after another, about three seconds in all; the outcomes only once all are out.
  const steps = await revealSteps(page)
  const counts = steps.map((step) => step.balls)
  expect(counts.every((count, i) => i === 0 || count >= (counts[i - 1] ?? 0))).toBe(true)
  expect(
    counts.some((count) => count > 0 && count < 6),
    JSON.stringify(steps),
  ).toBe(true)
  expect(steps.filter((step) => step.state === 'done').every((step) => step.balls === 6)).toBe(true)
  const done = steps.find((step) => step.state === 'done')
  expect((done?.at ?? 0) - (steps[0]?.at ?? 0)).toBeGreaterThan(2_000)
  const drawn = (await dayResults(request)).items.find((item) => item.round === game.round)
  if (!drawn) throw new Error('the round was not drawn')
  expect(await reveal.locator('[data-ball]').allInnerTexts()).toEqual(
    [...drawn.drawOrder, drawn.powerball].map(String),
  )
  await expect(reveal.getByTestId('reveal-outcomes')).toContainText(String(drawn.numberSum))

  // My two bets: one won with its payout, one lost; read out once, politely.
  const history = await data<{ items: { roundNo: number; statusCode: string; actualPayout: number }[] }>(
    await request.get('/api/bets/history?page=1&limit=10', { headers: bearer(token) }),
  )
  const won = history.items.find((bet) => bet.roundNo === game.round && bet.statusCode === 'WON')
  const mine = reveal.getByTestId('reveal-mine')
  await expect(mine.locator('li[data-status="WON"]')).toContainText(`+${number(won?.actualPayout ?? 0)}원`)
  await expect(mine.locator('li[data-status="LOST"]')).toContainText('낙첨')
  const announcement = reveal.getByTestId('reveal-announcement')
  await expect(announcement).toHaveAttribute('aria-live', 'polite')
  await expect(announcement).toContainText(
    `${game.todayRound}회차 추첨 결과: 일반볼 ${drawn.drawOrder.join(', ')}`,
  )
  await expect(announcement).toContainText('내 베팅 2건: 당첨 1건')
  await captureScreens(page, testInfo, 'game-draw-reveal')

  // The open results list gained the round from the live event, without asking the server.
  const row = list.locator(`li[data-round="${game.round}"]`)
  await expectRow(row, drawn)
  await expect
    .poll(() => roundsShown(list))
    .toEqual((await dayResults(request)).items.map((item) => item.round))
  expect(asked).toEqual([])

  // The game page's own tabs: the results and the statistics.
  await page.getByRole('tab', { name: '결과', exact: true }).click()
  await expectRow(page.locator(`li[data-round="${game.round}"]`), drawn)
  await page.getByRole('tab', { name: '통계', exact: true }).click()
  await expect(page.locator('[data-board="numberSize"]')).toBeVisible()
  await captureScreens(page, testInfo, 'game-statistics-tab')
  // Closing the draw card.
  await page.getByRole('tab', { name: '게임', exact: true }).click()
  await reveal.getByRole('button', { name: '추첨 결과 닫기' }).click()
  await expect(reveal).toBeHidden()
  await list.close()
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the draw card leaves the board where it is, and with reduced motion shows at once', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000)
    await seedDay(request)
    const { loginId } = await fundedMember(request)
    await openRoundWithTime(request, 60)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await signIn(page, loginId)
    await expect(page.getByRole('status').filter({ hasText: '실시간 연결됨' }).first()).toBeAttached()
    const board = page.getByTestId('bet-board')
    const before = await board.boundingBox()

    const game = await drawCurrentRound(request)
    const reveal = page.getByTestId('draw-reveal')
    await expect(reveal).toHaveAttribute('data-round', String(game.round))
    await expect(reveal).toHaveAttribute('data-state', 'done', { timeout: 1_000 })
    await expect(reveal.getByTestId('reveal-mine')).toHaveText(/이 회차에는 베팅하지 않았습니다/)
    // Over the board, not in its way: nothing moved, the view switch stays uncovered.
    expect((await board.boundingBox())?.y).toBe(before?.y)
    // It floats right above the cart bar, clear of the view switch.
    const card = await reveal.boundingBox()
    const views = await page.getByRole('tab', { name: /내 베팅/ }).boundingBox()
    const slip = await page.getByTestId('bet-slip').boundingBox()
    if (!card || !views || !slip) throw new Error('not on screen')
    expect(card.y).toBeGreaterThanOrEqual(views.y + views.height)
    expect(card.y + card.height).toBeLessThanOrEqual(slip.y)
    expect(slip.y - (card.y + card.height)).toBeLessThan(16)
    await expectNoHorizontalScroll(page)
    await page.screenshot({ path: testInfo.outputPath('game-draw-reveal-phone.png') })
    await reveal.getByRole('button', { name: '추첨 결과 닫기' }).click()
    await expect(reveal).toBeHidden()
  })
})
