import { expect, test } from '@playwright/test'
import { adminToken, openRoundWithTime, signIn } from './support/game'

/* An administrator blocks a member's betting while the game page is open: the page hears it live. */

test('a bet block reaches the open game page: a notice by the bet slip, buying off until allowed again', async ({
  page,
  request,
}) => {
  await openRoundWithTime(request)
  const token = await adminToken(request)
  const headers = { authorization: `Bearer ${token}` }
  const found = await request.get('/api/admin/users?q=member3', { headers })
  const { items } = ((await found.json()) as { data: { items: { id: number; loginId: string }[] } }).data
  const member = items.find((item) => item.loginId === 'member3')
  expect(member).toBeDefined()
  const setBlocked = async (betBlocked: 0 | 1) => {
    const response = await request.put(`/api/admin/users/${member?.id}/bet-block`, {
      headers,
      data: { betBlocked },
    })
    expect(response.ok()).toBe(true)
  }

  await signIn(page, 'member3')
  const slip = page.getByTestId('bet-slip')
  const buy = slip.getByRole('button', { name: '구매하기' })
  await expect(buy).toBeEnabled()
  // The block is heard through the live stream: it must be connected before the block is set.
  await expect(page.getByRole('status').filter({ hasText: '실시간 연결됨' }).first()).toBeAttached()

  try {
    await setBlocked(1)
    await expect(slip.getByTestId('bet-blocked')).toHaveText(
      '베팅이 제한된 계정입니다. 관리자에게 문의해주세요.',
    )
    await expect(buy).toBeDisabled()
  } finally {
    // member3 bets in later specs: whatever happened above, it leaves unblocked.
    await setBlocked(0)
  }
  await expect(slip.getByTestId('bet-blocked')).toBeHidden()
  await expect(buy).toBeEnabled()
})
