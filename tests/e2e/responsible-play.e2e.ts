import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { signInAdmin } from './support/admin'
import { adminToken, expectNoHorizontalScroll, openRoundWithTime, signIn } from './support/game'

/*
 * Responsible play on /profile, at a phone's width and a laptop's: a member sets a limit (a lower
 * one at once, a higher one in 24 hours), and takes a time-out that turns betting, top-ups and
 * conversion off with a notice, and that the console shows but cannot lift. Each test uses a member
 * of its own, so nothing reaches the other specs.
 */

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

let count = 0
async function newMember(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` }
  const loginId = `rplay${Date.now().toString(36)}${++count}`
  const created = await request.post('/api/admin/users', {
    headers,
    data: { loginId, password: 'pass1234', bankName: '은행', accountNumber: '123', accountHolder: '예금주' },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { id } = ((await created.json()) as { data: { id: number } }).data
  await request.post(`/api/admin/users/${id}/balance`, { headers, data: { amount: 200_000 } })
  return { id, loginId }
}

async function memberToken(request: APIRequestContext, loginId: string) {
  const login = await request.post('/api/auth/login', { data: { loginId, password: 'pass1234' } })
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken
}

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const) {
  test(`a limit on the ${size.name} (${size.width} px): lower at once, higher after 24 hours, and a bet over it is refused`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(size)
    const member = await newMember(request)
    await signIn(page, member.loginId, 'pass1234')
    await page.goto('/profile')
    const card = page.getByTestId('responsible-play')
    await card.scrollIntoViewIfNeeded()
    await expect(card.getByTestId('limit-STAKE-DAY')).toContainText('한도 없음')

    const form = card.getByTestId('limit-form')
    await form.getByLabel('종류').selectOption({ label: '베팅 한도' })
    await form.getByLabel('기간').selectOption({ label: '일일' })
    await form.getByLabel('한도 금액').fill('50000')
    await form.getByRole('button', { name: '설정' }).click()
    await expect(toast(page, '한도를 저장했습니다.')).toBeVisible()
    await expect(card.getByTestId('limit-STAKE-DAY')).toContainText('50,000원')
    await expect(card.getByTestId('limit-STAKE-DAY')).toContainText('사용 0원 · 남음 50,000원')

    await form.getByLabel('한도 금액').fill('80000')
    await form.getByRole('button', { name: '설정' }).click()
    await expect(toast(page, /한도 변경은 .+부터 적용됩니다\./)).toBeVisible()
    await expect(card.getByTestId('limit-STAKE-DAY')).toContainText(
      /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d부터 80,000원/,
    )
    await expectNoHorizontalScroll(page)
    await card.screenshot({ path: testInfo.outputPath(`responsible-play-limits-${size.width}.png`) })

    // A bet over what is left is refused with the limit named.
    await openRoundWithTime(request, 60)
    const bet = await request.post('/api/bets', {
      headers: { authorization: `Bearer ${await memberToken(request, member.loginId)}` },
      data: { betValue: 'PB_ODD', amount: 60_000 },
    })
    expect(bet.status()).toBe(422)
    expect(((await bet.json()) as { message: string }).message).toBe(
      '일일 베팅 한도 50,000원 초과 (남은 한도 50,000원)',
    )
  })

  test(`a time-out on the ${size.name} (${size.width} px): confirmed, then explained where it refuses, and shown in the console`, async ({
    page,
    request,
  }, testInfo) => {
    // The member's pages, then the console's sign-in and member detail.
    test.setTimeout(60_000)
    await page.setViewportSize(size)
    const member = await newMember(request)
    await signIn(page, member.loginId, 'pass1234')
    await page.goto('/profile')
    const exclusion = page.getByTestId('self-exclusion')
    await exclusion.scrollIntoViewIfNeeded()
    await exclusion.getByLabel('제한 기간').selectOption({ label: '7일' })
    await exclusion.getByRole('button', { name: '이용 제한 신청' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog.getByRole('heading')).toHaveText('7일 동안 이용을 제한할까요?')
    await expect(dialog).toContainText('본인도 관리자도 해제할 수 없습니다')
    await page.screenshot({ path: testInfo.outputPath(`responsible-play-confirm-${size.width}.png`) })
    await dialog.getByRole('button', { name: '제한 시작' }).click()
    await expect(toast(page, /까지 이용이 제한되었습니다\./)).toBeVisible()
    await expect(exclusion.getByTestId('self-exclusion-status')).toContainText('이용 제한 중입니다')
    // Only a longer choice is left.
    await expect(exclusion.getByLabel('제한 기간').locator('option')).toHaveText([
      '30일',
      '6개월 (180일)',
      '1년 (365일)',
      '5년 (1825일)',
      '영구',
    ])
    await expect(page.getByTestId('point-convert').getByTestId('self-exclusion-banner')).toBeVisible()
    await page.getByTestId('responsible-play').screenshot({
      path: testInfo.outputPath(`responsible-play-timeout-${size.width}.png`),
    })

    await page.goto('/topup')
    await expect(page.getByTestId('self-exclusion-banner')).toContainText(
      '까지 스스로 신청한 이용 제한 중입니다',
    )
    await expectNoHorizontalScroll(page)
    await page.screenshot({ path: testInfo.outputPath(`responsible-play-topup-${size.width}.png`) })
    await page.goto('/game')
    await expect(page.getByTestId('self-exclusion-banner')).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath(`responsible-play-game-${size.width}.png`) })

    await signInAdmin(page)
    await page.goto(`/admin/members?member=${member.id}`)
    const detail = page.getByRole('dialog', { name: member.loginId })
    await expect(detail.getByTestId('member-self-exclusion')).toContainText(/본인 이용 제한 · .+까지/)
    await page.screenshot({ path: testInfo.outputPath(`responsible-play-console-${size.width}.png`) })
  })
}
