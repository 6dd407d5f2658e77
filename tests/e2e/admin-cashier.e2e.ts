import { readFile } from 'node:fs/promises'
import { expect, type Page, type Route, test } from '@playwright/test'
import { signInAdmin } from './support/admin'
import {
  adminTokenOf,
  createMember,
  decide,
  listRequests,
  memberTokenOf,
  orgIdOf,
  pendingCounts,
  requestTopup,
  serverDate,
} from './support/cashier'
import { signIn } from './support/game'
import { captureScreens } from './support/screens'

/*
 * The console's top-up/withdrawal screens against the real server: live queues fed by the event
 * stream, decisions the member sees at once, the histories' filters in the address, the shop
 * administrator's subtree, and the CSV of a whole filter. Every member here is created for the test.
 */

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`
const rowOf = (page: Page, loginId: string) => page.getByRole('row').filter({ hasText: loginId })
const counter = (page: Page, label: '충전 대기' | '환전 대기') => page.getByRole('link', { name: label })
const toasts = (page: Page) => page.locator('[data-sonner-toast]')

/** Counts the request chimes the console starts (its oscillators), without needing a speaker. */
async function countChimes(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { chimes: number }
    counted.chimes = 0
    const Original = window.AudioContext
    window.AudioContext = class extends Original {
      override createOscillator() {
        counted.chimes += 1
        return super.createOscillator()
      }
    }
  })
  return () => page.evaluate(() => (window as unknown as { chimes: number }).chimes)
}

test('a top-up and a withdrawal pass the live queues while the member watches the game page', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const admin = await adminTokenOf(request, 'admin')
  const loginId = await createMember(request, admin, await orgIdOf(request, admin, 'shop1'))
  const chimes = await countChimes(page)
  await signInAdmin(page, 'admin')
  await page.goto('/admin/cashier/live-topups')
  await expect(page.getByRole('heading', { name: '실시간 충전 승인' })).toBeVisible()
  await expect(page.getByText('실시간 반영 중')).toBeVisible()
  const before = await pendingCounts(request, admin)
  await expect(counter(page, '충전 대기')).toHaveText(`충전 대기${before.topup}`)

  const memberContext = await browser.newContext()
  const member = await memberContext.newPage()
  await signIn(member, loginId)
  const balance = member.getByTestId('game-balance')
  await expect(balance).toHaveText(won(0))

  // The member asks for a top-up: it arrives in the queue, the counter and the title, highlighted.
  await member.getByRole('tab', { name: '충전' }).click()
  const topupForm = member.getByTestId('topup-form')
  await topupForm.getByLabel('금액', { exact: true }).fill('50000')
  await topupForm.getByLabel('메모').fill('국민 입금')
  await topupForm.getByRole('button', { name: '충전 신청' }).click()
  // Found by its memo, not its amount: once approved, the member's later request shows the 50,000원
  // wallet, and must not be taken for this one.
  const topupRow = rowOf(page, loginId).filter({ hasText: '국민 입금' })
  await expect(topupRow).toBeVisible()
  await expect(topupRow).toContainText('50,000원')
  await expect(topupRow).toContainText('국민 입금')
  await expect(topupRow).toContainText('예금주')
  await expect(topupRow.getByText('새 신청')).toBeAttached()
  await expect(counter(page, '충전 대기')).toHaveText(`충전 대기${before.topup + 1}`)
  await expect(page).toHaveTitle(`(${before.topup + before.withdrawal + 1}) 파워볼 관리자`)
  await expect.poll(chimes).toBeGreaterThan(0)
  // The member's wallet beside the request: nothing yet, nothing held.
  await expect(topupRow.getByRole('cell').nth(8)).toHaveText(`${won(0)}보류 ${won(0)}`)

  // A later request joins the end of the queue: the row the operator is looking at does not move.
  const firstRowTop = (await topupRow.boundingBox())?.y
  const second = await requestTopup(request, await memberTokenOf(request, loginId), 10_000, '두 번째')
  const secondRow = rowOf(page, loginId).filter({ hasText: '두 번째' })
  await expect(secondRow.getByText('새 신청')).toBeAttached()
  expect((await secondRow.boundingBox())?.y).toBeGreaterThan(firstRowTop ?? 0)
  expect((await topupRow.boundingBox())?.y).toBe(firstRowTop)
  await expect(counter(page, '충전 대기')).toHaveText(`충전 대기${before.topup + 2}`)
  await captureScreens(page, testInfo, 'live-topups-queue')

  // One click approves; the row leaves, the counter drops and the member's open page shows the money.
  await topupRow.getByRole('button', { name: '승인' }).click()
  await expect(topupRow).toHaveCount(0)
  await expect(toasts(page).getByText(`${loginId} 님의 50,000원 신청을 승인했습니다.`)).toBeVisible()
  await expect(counter(page, '충전 대기')).toHaveText(`충전 대기${before.topup + 1}`)
  await expect(balance).toHaveText(won(50_000))
  await decide(request, admin, 'topup', second.id, { action: 'reject', reason: '중복 신청' })
  await expect(secondRow).toHaveCount(0)
  await expect(counter(page, '충전 대기')).toHaveText(`충전 대기${before.topup}`)

  // A withdrawal is held at once; the header counter opens its queue, which says the amount is held.
  await member.getByRole('tab', { name: '환전' }).click()
  const withdrawalForm = member.getByTestId('withdrawal-form')
  await withdrawalForm.getByLabel('금액', { exact: true }).fill('30000')
  await withdrawalForm.getByRole('button', { name: '환전 신청' }).click()
  await expect(balance).toHaveText(won(20_000))
  await expect(counter(page, '환전 대기')).toHaveText(`환전 대기${before.withdrawal + 1}`)
  await counter(page, '환전 대기').click()
  await expect(page).toHaveURL(/\/admin\/cashier\/live-withdrawals$/)
  await expect(page.getByRole('columnheader', { name: '신청 금액 (보류 중)' })).toBeVisible()
  const withdrawalRow = rowOf(page, loginId)
  await expect(withdrawalRow).toContainText('30,000원')
  await expect(withdrawalRow.getByRole('cell').nth(8)).toHaveText(`${won(20_000)}보류 ${won(30_000)}`)

  // Rejecting asks for a reason; an empty reason cancels and the request stays.
  await withdrawalRow.getByRole('button', { name: '거절' }).click()
  const dialog = page.getByRole('dialog', { name: '환전 신청 거절' })
  await expect(dialog).toContainText(`${loginId}`)
  await expect(dialog).toContainText('거절하면 보류 중인 30,000원이 회원의 보유머니로 돌아갑니다.')
  await expect(dialog.getByLabel('거절 사유')).toBeFocused()
  await captureScreens(page, testInfo, 'reject-dialog')
  await dialog.getByRole('button', { name: '거절하기' }).click()
  await expect(dialog).toBeHidden()
  await expect(toasts(page).getByText('거절 사유가 없어 거절을 취소했습니다.')).toBeVisible()
  await expect(withdrawalRow).toBeVisible()
  await expect(balance).toHaveText(won(20_000))

  await withdrawalRow.getByRole('button', { name: '거절' }).click()
  await dialog.getByLabel('거절 사유').fill('예금주 불일치')
  await dialog.getByRole('button', { name: '거절하기' }).click()
  await expect(withdrawalRow).toHaveCount(0)
  await expect(balance).toHaveText(won(50_000))
  await expect(counter(page, '환전 대기')).toHaveText(`환전 대기${before.withdrawal}`)
  if (before.withdrawal === 0) await expect(page.getByText('대기 중인 환전 신청이 없습니다.')).toBeVisible()
  await captureScreens(page, testInfo, 'live-withdrawals-empty')

  // The withdrawal history has it, with who decided and why.
  await page.goto('/admin/cashier/withdrawals?status=REJECTED')
  const rejected = rowOf(page, loginId)
  await expect(rejected).toContainText('거절')
  await expect(rejected).toContainText('예금주 불일치')
  await expect(rejected).toContainText('최고관리자')
  await memberContext.close()
})

test('a request another operator decided first answers with the server message, on the 3-second refresh', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const admin = await adminTokenOf(request, 'admin')
  const loginId = await createMember(request, admin, await orgIdOf(request, admin, 'shop1'))
  const memberToken = await memberTokenOf(request, loginId)

  // No event stream: the queue falls back to polling and says so.
  await page.route('**/trpc/events.stream**', (route) => route.abort())
  await signInAdmin(page, 'admin')
  await page.goto('/admin/cashier/live-topups')
  await expect(page.getByText('실시간 연결 끊김 · 3초마다 새로고침')).toBeVisible()
  const { id } = await requestTopup(request, memberToken, 10_000)
  const row = rowOf(page, loginId)
  await expect(row).toBeVisible({ timeout: 8_000 })

  // Another operator approves while this screen's next refresh is held back.
  const held: Route[] = []
  await page.route(/admin\.transactions\.list/, (route) => void held.push(route))
  await decide(request, admin, 'topup', id, { action: 'approve' })
  await row.getByRole('button', { name: '승인' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: '처리 실패: 이미 처리된 요청입니다.' }),
  ).toBeVisible()
  await page.unroute(/admin\.transactions\.list/)
  for (const route of held) await route.continue().catch(() => {})
  await expect(row).toHaveCount(0)
  await page.getByRole('alert').getByRole('button', { name: '닫기' }).click()
  await expect(page.getByText('처리 실패')).toHaveCount(0)
})

test('a shop administrator sees only the requests of its own subtree', async ({ page, request }) => {
  const admin = await adminTokenOf(request, 'admin')
  const shop = await adminTokenOf(request, 'shop1')
  const insider = await createMember(request, admin, await orgIdOf(request, admin, 'shop1'))
  const outsider = await createMember(request, admin, await orgIdOf(request, admin, 'agency1'))
  const inside = await requestTopup(request, await memberTokenOf(request, insider), 20_000)
  const outside = await requestTopup(request, await memberTokenOf(request, outsider), 10_000, '다른 조직')
  try {
    const everything = await listRequests(request, admin, 'topup', { status: 'PENDING', limit: 200 })
    expect(everything.items.map((item) => item.id)).toContain(outside.id)

    await signInAdmin(page, 'shop1')
    await page.goto('/admin/cashier/live-topups')
    await expect(rowOf(page, insider)).toBeVisible()
    await expect(rowOf(page, outsider)).toHaveCount(0)
    const shopCounts = await pendingCounts(request, shop)
    expect(shopCounts.topup).toBeLessThan((await pendingCounts(request, admin)).topup)
    await expect(counter(page, '충전 대기')).toHaveText(`충전 대기${shopCounts.topup}`)

    await page.goto('/admin/cashier/topups')
    await expect(rowOf(page, insider)).toBeVisible()
    await expect(rowOf(page, outsider)).toHaveCount(0)
  } finally {
    await decide(request, admin, 'topup', inside.id, { action: 'reject', reason: '정리' })
    await decide(request, admin, 'topup', outside.id, { action: 'reject', reason: '정리' })
  }
})

test('the top-up history filters by status and date in the address and exports the whole filter', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const admin = await adminTokenOf(request, 'admin')
  const loginId = await createMember(request, admin, await orgIdOf(request, admin, 'shop1'))
  const memberToken = await memberTokenOf(request, loginId)
  const ids: number[] = []
  for (let index = 0; index < 15; index++) {
    ids.push((await requestTopup(request, memberToken, 10_000 + index * 1_000, `입금 ${index + 1}`)).id)
  }
  const [first, second, third, ...stillPending] = ids as [number, number, number, ...number[]]
  await decide(request, admin, 'topup', first, { action: 'approve' })
  await decide(request, admin, 'topup', second, { action: 'approve' })
  await decide(request, admin, 'topup', third, { action: 'reject', reason: '입금 확인 불가' })
  const today = await serverDate(request)

  try {
    await signInAdmin(page, 'admin')
    await page.goto('/admin/cashier/topups')
    await expect(page.getByRole('heading', { name: '충전 내역' })).toBeVisible()
    await expect(rowOf(page, loginId)).toHaveCount(15)

    // Status and dates go into the address, and a reload keeps them.
    await page.getByLabel('상태').selectOption({ label: '거절' })
    await expect(page).toHaveURL(/status=REJECTED/)
    await page.getByLabel('시작일').fill(today)
    await page.getByLabel('종료일').fill(today)
    await expect(page).toHaveURL(
      new RegExp(`startDate=${today}.*endDate=${today}|endDate=${today}.*startDate=${today}`),
    )
    const mine = rowOf(page, loginId)
    await expect(mine).toHaveCount(1)
    await expect(mine).toContainText('12,000원')
    await expect(mine).toContainText('입금 확인 불가')
    await page.reload()
    await expect(page.getByLabel('상태')).toHaveValue('REJECTED')
    await expect(page.getByLabel('시작일')).toHaveValue(today)
    await expect(page.getByLabel('종료일')).toHaveValue(today)
    await expect(mine).toHaveCount(1)
    for (const badge of await page.locator('tbody [data-status]').all())
      await expect(badge).toHaveText('거절')
    await captureScreens(page, testInfo, 'topup-history-filtered')

    await page.getByLabel('상태').selectOption({ label: '승인' })
    await expect(mine).toHaveCount(2)
    await expect(mine.first()).toContainText('최고관리자')
    const dayBefore = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
    await page.getByLabel('시작일').fill(dayBefore)
    await page.getByLabel('종료일').fill(dayBefore)
    await expect(mine).toHaveCount(0)
    await page.getByRole('button', { name: '초기화' }).click()
    await expect(page).not.toHaveURL(/status=|Date=/)

    // Oldest first on request, then back to newest first.
    await page.getByRole('button', { name: '신청 일시' }).click()
    await expect(page).toHaveURL(/order=asc/)
    await page.getByRole('button', { name: '신청 일시' }).click()
    await expect(page).not.toHaveURL(/order=/)

    // The CSV holds every pending request of the day, not only the 10 on screen.
    await page.getByLabel('상태').selectOption({ label: '대기' })
    await page.getByLabel('시작일').fill(today)
    await page.getByLabel('표시 개수').selectOption('10')
    await expect(page).toHaveURL(/limit=10/)
    await expect(page.locator('tbody tr')).toHaveCount(10)
    const expected = await listRequests(request, admin, 'topup', {
      status: 'PENDING',
      startDate: today,
      limit: 1,
    })
    expect(expected.pagination.total).toBeGreaterThan(10)
    await expect(page.getByText(`총 ${expected.pagination.total.toLocaleString('ko-KR')}건`)).toBeVisible()
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'CSV 내보내기' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('충전내역.csv')
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').trimEnd()
    const [header, ...lines] = csv.split('\r\n')
    expect(header).toContain('신청 일시')
    expect(header).toContain('거절 사유')
    expect(lines).toHaveLength(expected.pagination.total)
    const memberLines = lines.filter((line) => line.includes(loginId))
    expect(memberLines).toHaveLength(stillPending.length)
    expect(memberLines.every((line) => line.includes('대기'))).toBe(true)
    await expect(toasts(page).getByText(`${expected.pagination.total}건을 내보냈습니다.`)).toBeVisible()
  } finally {
    for (const id of stillPending)
      await decide(request, admin, 'topup', id, { action: 'reject', reason: '정리' })
  }
})
