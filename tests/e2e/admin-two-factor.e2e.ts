import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { totpCode } from '../../packages/core/src/auth/totp'
import { signInAdmin } from './support/admin'
import { adminToken, signIn } from './support/game'
import { captureScreens } from './support/screens'

/*
 * An administrator of its own (so no other spec's sign-in needs a code) enrols a second factor from
 * the account menu with their current password, signs in again with a code generated here, and lists
 * their devices; SUPER's settings show the per-role switches and a member's profile their devices;
 * SUPER resets the administrator's factor from the member detail.
 */

test.describe.configure({ mode: 'serial' })

const password = 'demo1234'
const loginId = `twofa${Date.now().toString(36)}`

/** The server's clock runs ahead under GAME_TEST_CLOCK: codes are made for its time, not ours. */
async function serverNow(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/health')
  return Date.parse(((await response.json()) as { data: { timestamp: string } }).data.timestamp)
}

async function codeFor(request: APIRequestContext, secret: string): Promise<string> {
  return totpCode(secret, new Date(await serverNow(request)))
}

/** Moves the server's clock into the next 30-second step, since a code is accepted once. */
async function moveToNextStep(request: APIRequestContext) {
  const now = await serverNow(request)
  const seconds = Math.ceil((30_000 - (now % 30_000)) / 1000) + 1
  const moved = await request.post('/api/test/clock/advance', { data: { seconds } })
  expect(moved.ok(), await moved.text()).toBe(true)
}

async function openAccountItem(page: Page, name: string) {
  await page.getByTestId('account-menu').click()
  await page.getByRole('menuitem', { name }).click()
}

let secret = ''

test('an administrator enrols a second factor and keeps the recovery codes', async ({
  page,
  request,
}, testInfo) => {
  // Two sets of screens beside the enrolment's round trips.
  test.setTimeout(90_000)
  const token = await adminToken(request)
  const created = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      loginId,
      password,
      roleCode: 'HQ',
      bankName: '국민은행',
      accountNumber: '1234567890',
      accountHolder: '이단계',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)

  await page.goto('/admin/login')
  await page.getByPlaceholder('아이디').fill(loginId)
  await page.getByPlaceholder('비밀번호').fill(password)
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/(?!login)/)

  await openAccountItem(page, '2단계 인증')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('사용 안 함')).toBeVisible()
  // The signed-in window alone enrols nothing: the current password first.
  const start = dialog.getByRole('button', { name: '등록 시작' })
  await expect(start).toBeDisabled()
  await dialog.getByLabel('현재 비밀번호').fill('not-the-password')
  await start.click()
  await expect(dialog.getByText('현재 비밀번호가 올바르지 않습니다.')).toBeVisible()
  await dialog.getByLabel('현재 비밀번호').fill(password)
  await start.click()
  await expect(dialog.getByTestId('totp-qr').locator('svg')).toBeVisible()
  secret = (await dialog.getByTestId('totp-secret').getAttribute('data-secret')) ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await captureScreens(page, testInfo, 'totp-enrol')

  await dialog.getByLabel('인증 코드').fill('000000')
  await dialog.getByRole('button', { name: '등록 완료' }).click()
  await expect(dialog.getByText('인증 코드가 올바르지 않습니다.')).toBeVisible()
  await dialog.getByLabel('인증 코드').fill(await codeFor(request, secret))
  await dialog.getByRole('button', { name: '등록 완료' }).click()
  const codes = dialog.getByTestId('recovery-codes').locator('li')
  await expect(codes).toHaveCount(10)
  await captureScreens(page, testInfo, 'totp-recovery-codes')
  await dialog.getByRole('button', { name: '보관했습니다' }).click()
  await expect(dialog).toBeHidden()

  await openAccountItem(page, '2단계 인증')
  await expect(page.getByRole('dialog').getByText('사용 중')).toBeVisible()
  await expect(page.getByRole('dialog').getByText('남은 복구 코드 10개')).toBeVisible()
})

test('signing in asks for a code from the app, then lists the devices', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  await page.goto('/admin/login')
  await page.getByPlaceholder('아이디').fill(loginId)
  await page.getByPlaceholder('비밀번호').fill(password)
  await page.getByRole('button', { name: '로그인', exact: true }).click()
  const step = page.getByTestId('totp-step')
  await expect(step).toBeVisible()
  await expect(page.getByText('2단계 인증', { exact: true })).toBeVisible()
  await captureScreens(page, testInfo, 'totp-sign-in')

  // The code that confirmed the enrolment is spent; the next step's code signs in.
  await moveToNextStep(request)
  await step.getByLabel('인증 코드').fill(await codeFor(request, secret))
  await step.getByRole('button', { name: '확인' }).click()
  await expect(page).toHaveURL(/\/admin\/(?!login)/)

  await openAccountItem(page, '로그인 기기')
  const list = page.getByRole('dialog').getByTestId('session-list')
  await expect(list.locator('li')).toHaveCount(2)
  await expect(list.locator('li[data-current]')).toContainText('현재 기기')
  await captureScreens(page, testInfo, 'admin-sessions')

  // Ending the first sign-in leaves this one.
  await list.locator('li:not([data-current])').getByRole('button', { name: '로그아웃' }).click()
  await expect(list.locator('li')).toHaveCount(1)
})

test('SUPER sees the per-role switches; a member sees their devices', async ({ page }, testInfo) => {
  await signInAdmin(page, 'admin')
  await page.goto('/admin/odds')
  const switches = page.getByRole('group', { name: '2단계 인증 필수 등급' })
  await expect(switches.getByRole('switch')).toHaveCount(4)
  await switches.scrollIntoViewIfNeeded()
  await captureScreens(page, testInfo, 'totp-roles')

  await signIn(page, 'member3')
  await page.goto('/profile')
  await expect(page.getByTestId('session-list').locator('li[data-current]')).toBeVisible()
  await captureScreens(page, testInfo, 'member-sessions')
})

test("SUPER resets the administrator's second factor from the member detail", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000)
  const found = await request.get(`/api/admin/users?q=${loginId}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  })
  const [enrolled] = ((await found.json()) as { data: { items: { id: number }[] } }).data.items
  await signInAdmin(page, 'admin')
  await page.goto(`/admin/members?member=${enrolled?.id}`)
  const detail = page.getByRole('dialog', { name: loginId })
  await detail.getByRole('tab', { name: '비밀번호' }).click()
  const card = detail.getByTestId('two-factor-reset')
  await expect(card.getByText('사용 중', { exact: true })).toBeVisible()
  await card.getByRole('button', { name: '2단계 인증 초기화' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(`${loginId}의 2단계 인증을 초기화할까요?`)
  await captureScreens(page, testInfo, 'totp-reset-confirm')
  await confirm.getByRole('button', { name: '초기화', exact: true }).click()
  await expect(page.getByText(`${loginId}의 2단계 인증을 초기화했습니다.`, { exact: false })).toBeVisible()
  await expect(card.getByText('사용 안 함', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: '2단계 인증 초기화' })).toHaveCount(0)

  // The password alone signs in again.
  const signedIn = await request.post('/api/admin/auth/login', { data: { loginId, password } })
  expect(signedIn.status()).toBe(200)
})
