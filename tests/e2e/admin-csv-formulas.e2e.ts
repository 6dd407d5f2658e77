import { expect, type Page, test } from '@playwright/test'
import { signInAdmin } from './support/admin'
import {
  adminTokenOf,
  createMember,
  decide,
  memberTokenOf,
  orgIdOf,
  requestTopup,
  serverDate,
} from './support/cashier'
import { csvRowsOf, formulaCellsOf } from './support/csv'

/*
 * What a member typed stays text in the operator's spreadsheet: every console export that carries it
 * (the member list, the top-up history, the branch statement) writes a nickname, bank, account
 * holder or request note typed as a formula with a leading apostrophe, and no cell of the file would
 * run as one; figures stay plain numbers.
 */

const typed = {
  nickname: '=HYPERLINK("http://x.kr","클릭")',
  bankName: '-1+1은행',
  accountHolder: '@SUM(A1:A9)',
  note: '=HYPERLINK("http://evil.example","입금 확인")',
}

/** Clicks an export button and reads the file it saves. */
async function exported(page: Page, button: string) {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: button }).click()
  const rows = await csvRowsOf(await download)
  expect(formulaCellsOf(rows)).toEqual([])
  return rows
}

test('text a member typed as a formula comes out of every console export as text', async ({
  page,
  request,
}) => {
  // Three screens, each loaded and exported.
  test.setTimeout(60_000)
  const admin = await adminTokenOf(request, 'admin')
  const shopOrg = await orgIdOf(request, admin, 'shop1')
  const loginId = await createMember(request, admin, shopOrg, typed)
  const topup = await requestTopup(request, await memberTokenOf(request, loginId), 10_000, typed.note)
  await decide(request, admin, 'topup', topup.id, { action: 'approve' })
  const today = await serverDate(request)
  await signInAdmin(page)

  // The statement first: its export button sits where the other exports' toasts would cover it.
  await test.step("the shop's statement", async () => {
    await page.goto(`/admin/statements?orgId=${shopOrg}`)
    const members = page.getByRole('region', { name: '직속 회원 정산 표' })
    await expect(members.getByRole('row').filter({ hasText: loginId })).toContainText('10,000원')
    const row = (await exported(page, 'CSV 다운로드')).find((cells) => cells[1] === loginId)
    expect(row?.slice(0, 4)).toEqual(['회원', loginId, `'${typed.nickname}`, '10000'])
  })

  await test.step('the member list', async () => {
    await page.goto(`/admin/members?q=${loginId}`)
    await expect(page.locator('tbody tr').filter({ hasText: loginId })).toHaveCount(1)
    const row = (await exported(page, 'CSV 내보내기')).find((cells) => cells[0] === loginId)
    expect(row).toContain(`'${typed.nickname}`)
    expect(row).toContain('10000')
  })

  await test.step('the top-up history', async () => {
    await page.goto(`/admin/cashier/topups?startDate=${today}`)
    await expect(page.locator('tbody tr').filter({ hasText: loginId })).toHaveCount(1)
    const row = (await exported(page, 'CSV 내보내기')).find((cells) => cells.includes(loginId))
    for (const text of [typed.bankName, typed.accountHolder, typed.note]) expect(row).toContain(`'${text}`)
    expect(row).toContain('10000')
  })
})
