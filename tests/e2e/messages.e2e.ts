import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { signInAdmin } from './support/admin'
import { adminTokenOf, createMember, orgIdOf } from './support/cashier'
import { expectNoHorizontalScroll, signIn } from './support/game'
import { captureScreens } from './support/screens'

/*
 * docs/messages.md in the browser: shop1's administrator publishes a notice and sends a message, the
 * member sees the notice under the board and reads the message (the console shows the receipt), the
 * member asks an inquiry and the administrator answers it from the live queue. Each screen passes
 * axe's WCAG 2.2 A/AA rules at 1440 and 390 px; with E2E_SCREENSHOTS=1 each is photographed.
 */

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/** No serious or critical axe violation, at a desk and on a phone. */
async function expectAccessible(page: Page) {
  const original = page.viewportSize()
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 })
    const results = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode().analyze()
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        width,
        rule: violation.id,
        targets: violation.nodes.map((node) => node.target),
      }))
    expect(serious).toEqual([])
    await expectNoHorizontalScroll(page)
  }
  if (original) await page.setViewportSize(original)
}

async function memberIdOf(request: APIRequestContext, adminToken: string, loginId: string) {
  const answer = await request.get(`/api/admin/users?q=${loginId}&limit=10`, {
    headers: { authorization: `Bearer ${adminToken}` },
  })
  const body = (await answer.json()) as { data: { items: { id: number; loginId: string }[] } }
  return body.data.items.find((item) => item.loginId === loginId)?.id ?? 0
}

test('a notice, a message with its receipt and an inquiry answered from the live queue', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const admin = await adminTokenOf(request, 'admin')
  const loginId = await createMember(request, admin, await orgIdOf(request, admin, 'shop1'))
  const memberId = await memberIdOf(request, admin, loginId)
  const stamp = Date.now().toString(36)
  const noticeTitle = `점검 안내 ${stamp}: 오늘 밤 12시부터 30분 동안 충전과 환전 신청이 잠시 중단됩니다`
  const messageTitle = `개인 안내 ${stamp}`
  const inquiryTitle = `충전 확인 부탁드립니다 ${stamp}`

  // The shop's administrator drafts a pinned notice and publishes it.
  await signInAdmin(page, 'shop1')
  await page.goto('/admin/messages/notices')
  await expect(page.getByRole('heading', { name: '공지 관리' })).toBeVisible()
  await page.getByRole('button', { name: '새 공지' }).click()
  const editor = page.getByRole('dialog')
  await editor.getByLabel('제목').fill(noticeTitle)
  await editor
    .getByLabel('내용')
    .fill('점검 중에는 베팅은 그대로 가능합니다.\n점검이 끝나면 다시 안내드리겠습니다.')
  await editor.getByLabel('상단 고정').check()
  await editor.getByRole('button', { name: '저장' }).click()
  await expect(editor).toBeHidden()
  const noticeRow = page.getByRole('row').filter({ hasText: noticeTitle })
  await expect(noticeRow).toContainText('작성 중')
  await noticeRow.getByRole('button', { name: '게시' }).click()
  await expect(noticeRow).toContainText('게시 중')
  await expect(noticeRow).toContainText('노출 중')
  await expectAccessible(page)
  await captureScreens(page, testInfo, 'admin-notices')

  // … and sends the member a message.
  await page.goto('/admin/messages/sent')
  await page.getByRole('button', { name: '메시지 보내기' }).click()
  const composer = page.getByRole('dialog')
  await composer.getByLabel('회원 번호').fill(String(memberId))
  await composer.getByLabel('제목').fill(messageTitle)
  await composer.getByLabel('내용').fill('이번 주 이벤트 당첨을 축하드립니다.')
  await composer.getByRole('button', { name: '보내기' }).click()
  await expect(composer).toBeHidden()
  const messageRow = page.getByRole('row').filter({ hasText: messageTitle })
  await expect(messageRow).toContainText('0 / 1')

  // The member sees the notice under the board, and the unread badge in the menu.
  const memberContext = await browser.newContext()
  const member = await memberContext.newPage()
  await signIn(member, loginId)
  const notices = member.getByTestId('game-notices')
  await expect(notices).toContainText(noticeTitle)
  await notices.getByText(noticeTitle).click()
  await expect(notices).toContainText('점검 중에는 베팅은 그대로 가능합니다.')
  await expectAccessible(member)
  await captureScreens(member, testInfo, 'game-notices')
  await member.getByRole('button', { name: '메뉴 열기' }).click()
  const inboxLink = member.getByRole('link', { name: /받은 편지함/ })
  await expect(inboxLink).toContainText('1')
  await inboxLink.click()

  // … reads the message, which writes the receipt the console sees at once.
  await member.getByRole('tab', { name: '메시지' }).click()
  await member.getByRole('button', { name: new RegExp(messageTitle) }).click()
  await expect(member.getByText('이번 주 이벤트 당첨을 축하드립니다.')).toBeVisible()
  await expect(messageRow).toContainText('1 / 1')
  await messageRow.getByRole('button', { name: '보기' }).click()
  await expect(page.getByTestId('receipt-summary')).toHaveText('1명 중 1명이 읽었습니다.')
  await expect(page.getByRole('dialog')).toContainText(loginId)
  await captureScreens(page, testInfo, 'admin-receipts')
  await page.getByRole('dialog').getByRole('button', { name: '닫기' }).first().click()

  // The member asks; the console's counter and queue hear it live.
  await page.goto('/admin/messages/inquiries')
  const counter = page.getByRole('link', { name: /문의 대기/ })
  const waiting = Number((await counter.textContent())?.replace(/\D/g, '') || 0)
  await member.getByRole('tab', { name: '1:1 문의' }).click()
  await expectAccessible(member)
  await captureScreens(member, testInfo, 'inbox-inquiries-empty')
  await member.getByRole('button', { name: '문의하기' }).click()
  // Sent empty, the form checks it as the server would and says beside each field what is missing.
  await member.getByRole('button', { name: '보내기' }).click()
  await expect(member.getByLabel('제목')).toBeFocused()
  await expect(member.getByLabel('제목')).toHaveAccessibleDescription('제목을 입력해주세요.')
  await expect(member.getByLabel('내용')).toHaveAccessibleDescription('내용을 입력해주세요.')
  await member.getByLabel('제목').fill(inquiryTitle)
  await member.getByLabel('내용').fill('30분 전에 입금했는데 아직 반영되지 않았어요.')
  await member.getByRole('button', { name: '보내기' }).click()
  await expect(member.getByRole('heading', { name: inquiryTitle })).toBeVisible()
  await expect(member.getByText('답변 대기')).toBeVisible()
  await expect(counter).toHaveText(`문의 대기${waiting + 1}`)
  const inquiryRow = page.getByRole('row').filter({ hasText: inquiryTitle })
  await expect(inquiryRow).toBeVisible()
  await expectAccessible(page)
  await captureScreens(page, testInfo, 'admin-inquiry-queue')

  // The administrator answers from the queue; the member sees the answer without reloading.
  await inquiryRow.getByRole('button', { name: inquiryTitle }).click()
  const thread = page.getByRole('dialog')
  await expect(thread).toContainText('30분 전에 입금했는데')
  await thread.getByLabel('답변 내용').fill('확인 후 충전 처리해 드렸습니다. 이용해 주셔서 감사합니다.')
  await captureScreens(page, testInfo, 'admin-inquiry-thread')
  await thread.getByRole('button', { name: '답변 보내기' }).click()
  await expect(thread).toContainText('답변 완료')
  await page.keyboard.press('Escape')
  await expect(thread).toBeHidden()
  await expect(counter).toHaveText(`문의 대기${waiting}`)
  await expect(member.getByText('확인 후 충전 처리해 드렸습니다.')).toBeVisible()
  await expect(member.getByText('답변 완료')).toBeVisible()
  await expectAccessible(member)
  await captureScreens(member, testInfo, 'inbox-thread')
  await memberContext.close()
})
