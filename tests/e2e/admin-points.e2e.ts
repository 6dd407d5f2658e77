import { readFile } from 'node:fs/promises'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { signInAdmin } from './support/admin'
import { adminToken, drawCurrentRound, openRoundWithTime } from './support/game'
import { captureScreens } from './support/screens'

interface ListedUser {
  id: number
  loginId: string
  orgId: number
}

async function call<T>(
  request: APIRequestContext,
  token: string | undefined,
  method: 'get' | 'post',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await request[method](`/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { data: body }),
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: T }).data
}

async function userNamed(request: APIRequestContext, token: string, loginId: string) {
  const { items } = await call<{ items: ListedUser[] }>(
    request,
    token,
    'get',
    `/admin/users?q=${loginId}&limit=100`,
  )
  const user = items.find((candidate) => candidate.loginId === loginId)
  if (!user) throw new Error(`${loginId} is not listed`)
  return user
}

const grantPoints = (
  request: APIRequestContext,
  token: string,
  userId: number,
  amount: number,
  note: string,
) => call(request, token, 'post', `/admin/users/${userId}/points`, { amount, note })

/**
 * A member of its own, so that this spec leaves the demo members' balances and bets as the other
 * specs expect them.
 */
const createMember = (request: APIRequestContext, token: string, loginPrefix: string, orgId?: number) =>
  call<{ id: number; loginId: string }>(request, token, 'post', '/admin/users', {
    loginId: `${loginPrefix}${Date.now().toString(36)}`,
    password: 'demo1234',
    bankName: '국민은행',
    accountNumber: '12345678',
    accountHolder: '테스트회원',
    ...(orgId === undefined ? {} : { orgId }),
  })

/** A note no other test writes, so the row it marks is found among whatever the suite did before. */
const uniqueNote = (label: string) => `${label} ${Date.now().toString(36)}`

const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text })
const typeFilter = (page: Page) => page.getByLabel('구분', { exact: true })

test('SUPER finds a point grant, filters it by type and dates, and the filter stays in the address', async ({
  page,
  request,
}, testInfo) => {
  const token = await adminToken(request)
  const member1 = await userNamed(request, token, 'member1')
  await signInAdmin(page, 'admin')
  await page.goto('/admin/points')
  await expect(page.getByRole('columnheader', { name: '변동 후 포인트' })).toBeVisible()

  // Granted and taken back: member1's points stay as the member specs expect them.
  const note = uniqueNote('이벤트 지급')
  const deductionNote = uniqueNote('오지급 회수')
  await grantPoints(request, token, member1.id, 1_234, note)
  await grantPoints(request, token, member1.id, -1_234, deductionNote)
  await page.reload()
  const granted = rowWith(page, note)
  await expect(granted).toContainText('member1')
  await expect(granted).toContainText('조정')
  await expect(granted.getByText('+1,234P')).toHaveClass(/text-success/)
  const deducted = rowWith(page, deductionNote)
  await expect(deducted.getByText('-1,234P')).toHaveClass(/text-destructive/)
  const balanceAfter = await granted.getByRole('cell').nth(4).textContent()
  await expect(deducted.getByRole('cell').nth(4)).toHaveText(
    `${(Number(balanceAfter?.replace(/\D/g, '')) - 1_234).toLocaleString('ko-KR')}P`,
  )
  await captureScreens(page, testInfo, 'admin-points')

  // Type filter: ADJUST keeps the grant, EARN drops it; the choice lives in the address.
  await typeFilter(page).selectOption({ label: '적립' })
  await expect(page).toHaveURL(/type=EARN/)
  await expect(granted).toHaveCount(0)
  await typeFilter(page).selectOption({ label: '조정' })
  await expect(page).toHaveURL(/type=ADJUST/)
  await expect(granted).toBeVisible()
  await page.reload()
  await expect(typeFilter(page)).toHaveValue('ADJUST')
  await expect(granted).toBeVisible()

  // The CSV holds the whole filter: figures as plain signed numbers.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'CSV 내보내기' }).click()
  const csv = await readFile((await (await download).path()) ?? '', 'utf8')
  expect(csv.split('\r\n')[0]).toBe('\uFEFF일시,회원,구분,포인트,변동 후 포인트,내용')
  expect(csv).toContain(`member1,조정,1234,`)
  expect(csv).toContain(`member1,조정,-1234,`)

  // A member's login id narrows the list to that member.
  await granted.getByRole('button', { name: 'member1' }).click()
  await expect(page).toHaveURL(new RegExp(`userId=${member1.id}`))
  await expect(page.getByLabel('회원 번호')).toHaveValue(String(member1.id))
  await expect(granted).toBeVisible()
  await captureScreens(page, testInfo, 'admin-points-filtered')

  // A date range that leaves today out: the 'none' message.
  await page.getByLabel('시작일').fill('2020-01-01')
  await page.getByLabel('종료일').fill('2020-01-31')
  await expect(page).toHaveURL(
    /startDate=2020-01-01.*endDate=2020-01-31|endDate=2020-01-31.*startDate=2020-01-01/,
  )
  await expect(page.getByText('포인트 내역이 없습니다.')).toBeVisible()
  await expect(page.getByText('총 0건')).toBeVisible()
  await captureScreens(page, testInfo, 'admin-points-empty')

  await page.getByRole('button', { name: '초기화' }).click()
  await expect(page).toHaveURL(/\/admin\/points$/)
  await expect(granted).toBeVisible()
})

test('a round settling adds the betting points to an open history without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const token = await adminToken(request)
  const bettor = await createMember(request, token, 'bettor')
  await call(request, token, 'post', `/admin/users/${bettor.id}/balance`, { amount: 10_000 })
  await signInAdmin(page, 'admin')
  await page.goto(`/admin/points?type=EARN&userId=${bettor.id}`)
  await expect(page.getByText('포인트 내역이 없습니다.')).toBeVisible()

  await openRoundWithTime(request)
  const session = await call<{ accessToken: string }>(request, undefined, 'post', '/auth/login', {
    loginId: bettor.loginId,
    password: 'demo1234',
    area: 'member',
  })
  await call(request, session.accessToken, 'post', '/bets', { betValue: 'PB_ODD', amount: 10_000 })
  await drawCurrentRound(request)

  // The default point rate of the stake, credited when the round settles: 3 %, or the highest rate
  // the minimum house edge allows if that is lower.
  const { pointRate } = await call<{ pointRate: number }>(request, token, 'get', `/admin/users/${bettor.id}`)
  expect(pointRate).toBe(
    Math.min(
      3,
      (await call<{ highestPointRate: number }>(request, token, 'get', '/admin/settings')).highestPointRate,
    ),
  )
  const earned = rowWith(page, bettor.loginId)
  await expect(earned).toContainText('적립')
  await expect(earned).toContainText(`+${((10_000 * pointRate) / 100).toLocaleString('ko-KR')}P`)
})

test("a shop sees only its own subtree's point history", async ({ page, request }) => {
  const token = await adminToken(request)
  const [member1, agency1] = [
    await userNamed(request, token, 'member1'),
    await userNamed(request, token, 'agency1'),
  ]
  // A member of agency1's own org: beside shop1's subtree, not inside it.
  const outsider = await createMember(request, token, 'outside', agency1.orgId)
  const insideNote = uniqueNote('매장 회원 지급')
  const outsideNote = uniqueNote('다른 조직 지급')
  await grantPoints(request, token, member1.id, 500, insideNote)
  // Taken back at once: member1's points stay as the member specs expect them.
  await grantPoints(request, token, member1.id, -500, uniqueNote('매장 회원 회수'))
  await grantPoints(request, token, outsider.id, 700, outsideNote)

  await signInAdmin(page, 'shop1')
  await page.goto('/admin/points')
  await expect(rowWith(page, insideNote)).toBeVisible()
  await expect(rowWith(page, outsideNote)).toHaveCount(0)
  await expect(page.getByText(outsider.loginId)).toHaveCount(0)

  // Asking for the outsider by number does not reveal them either.
  await page.goto(`/admin/points?userId=${outsider.id}`)
  await expect(page.getByText('포인트 내역이 없습니다.')).toBeVisible()
})
