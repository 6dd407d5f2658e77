import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { fundedMember } from './support/cashier'
import { openRoundWithTime, signIn } from './support/game'
import { captureScreens } from './support/screens'

/**
 * The member's account page: editing their own details, the sign-in history, lifetime totals with the
 * 90-day CSV, and the reality check on the browser's test clock.
 */

const toasts = (page: Page) => page.locator('[data-sonner-toast]')
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

test('a member edits their details, reads their sign-ins and totals and downloads 90 days as CSV', async ({
  page,
  request,
}, testInfo) => {
  const { loginId } = await fundedMember(request)
  await signIn(page, loginId)
  await page.goto('/profile')

  // Each refused field shows the server's message under its input (checked with the server's schema
  // before sending), the first refused takes the focus, and nothing is saved.
  const form = page.getByRole('form', { name: '내 정보 수정' })
  const nickname = form.getByLabel('닉네임')
  const phone = form.getByLabel('전화번호')
  const email = form.getByLabel('이메일')
  await nickname.fill('')
  await form.getByRole('button', { name: '저장' }).click()
  await expect(form.getByRole('alert')).toHaveText('닉네임을 입력해주세요.')
  await expect(nickname).toHaveAttribute('aria-invalid', 'true')
  await expect(nickname).toBeFocused()
  await nickname.fill('새벽별')
  await phone.fill('010-abcd-1234')
  await email.fill('not-an-email')
  await form.getByRole('button', { name: '저장' }).click()
  await expect(form.getByRole('alert')).toHaveText([
    '전화번호는 숫자와 하이픈만 입력할 수 있습니다.',
    '이메일 형식이 올바르지 않습니다.',
  ])
  await expect(phone).toBeFocused()
  await page.reload()
  await expect(form.getByLabel('닉네임')).not.toHaveValue('새벽별')

  // A valid edit is saved as the server keeps it (the phone formatted) and the top bar follows.
  await form.getByLabel('닉네임').fill('새벽별')
  await form.getByLabel('전화번호').fill('01055556666')
  await form.getByLabel('이메일').fill('star@example.com')
  await form.getByRole('button', { name: '저장' }).click()
  await expect(toasts(page).getByText('내 정보가 저장되었습니다.')).toBeVisible()
  await expect(form.getByLabel('전화번호')).toHaveValue('010-5555-6666')
  await expect(page.getByRole('banner')).toContainText('새벽별')
  await page.reload()
  await expect(form.getByLabel('닉네임')).toHaveValue('새벽별')
  await expect(form.getByLabel('이메일')).toHaveValue('star@example.com')

  // Two sign-ins: the API's (set up above) and this browser's, newest first, this one marked.
  const history = page.getByTestId('sign-in-history').getByRole('listitem')
  await expect(history).toHaveCount(2)
  await expect(history.first()).toContainText('현재 접속')
  await expect(history.first()).toContainText('Chrome')
  await expect(history.first()).toContainText('127.0.0.1')
  await expect(history.nth(1)).not.toContainText('현재 접속')

  // Lifetime totals: the approved 100,000원 top-up, nothing withdrawn, no bets.
  const summary = page.getByTestId('account-summary')
  await expect(summary).toContainText('총 충전100,000원')
  await expect(summary).toContainText('총 환전0원')
  await expect(summary).toContainText('베팅 손익0원')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: '최근 90일 내역 다운로드 (CSV)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^머니내역_\d{4}-\d{2}-\d{2}\.csv$/)
  const bytes = await readFile((await file.path()) ?? '')
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.subarray(3).toString('utf8').split('\r\n')
  expect(lines[0]).toBe('일시,구분,금액,잔액,거래 번호,메모')
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},충전,100000,100000,\d+,/)
  expect(lines).toHaveLength(3)
  await expect(toasts(page).getByText('머니 내역 파일을 받았습니다.')).toBeVisible()

  await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 })
  // From the top, so the sticky top bar does not cover the page title in the full-page shots.
  await page.evaluate(() => window.scrollTo(0, 0))
  await captureScreens(page, testInfo, 'profile')
})

test('the reality check shows after the chosen interval on every member page, and stop signs out', async ({
  page,
  request,
}, testInfo) => {
  const game = await openRoundWithTime(request)
  const { loginId, token } = await fundedMember(request)
  await page.clock.install()
  await signIn(page, loginId)

  // The member chooses 15 minutes on the profile; the server keeps it.
  await page.goto('/profile')
  const interval = page.getByRole('group', { name: '알림 간격' })
  await expect(interval.getByRole('radio', { name: '30분' })).toBeChecked()
  await interval.getByText('15분').click()
  await expect(toasts(page).getByText('알림 간격을 저장했습니다.')).toBeVisible()
  await expect(interval.getByRole('radio', { name: '15분' })).toBeChecked()
  const saved = await request.get('/api/users/reality-check', { headers: bearer(token) })
  expect(((await saved.json()) as { data: { intervalMinutes: number } }).data.intervalMinutes).toBe(15)

  // A bet of this session (from another device of the member) is in its result.
  const bet = await request.post('/api/bets', {
    headers: bearer(token),
    data: { roundId: game.round, items: [{ selectionCode: 'PB_ODD', stakeAmount: 10_000 }] },
  })
  expect(bet.ok(), await bet.text()).toBe(true)

  const dialog = page.getByRole('alertdialog', { name: '이용 시간 알림' })
  await page.clock.fastForward('14:00')
  await expect(dialog).toBeHidden()
  await page.clock.fastForward('01:00')
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('이용 시간15분')
  await expect(dialog).toContainText('이번 접속 손익-10,000원')
  await captureScreens(page, testInfo, 'reality-check')
  await dialog.getByRole('button', { name: '계속' }).click()
  await expect(dialog).toBeHidden()

  // On the game page too, 15 minutes later.
  await page.getByRole('link', { name: '게임' }).first().click()
  await expect(page).toHaveURL(/\/game$/)
  await page.clock.fastForward('15:00')
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('이용 시간30분')
  await dialog.getByRole('button', { name: '그만하기' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login$/)
})
