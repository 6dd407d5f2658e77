import { describe, expect, test } from 'bun:test'
import { adminMenuItems, hrefOf, menuEntryOf } from './admin-menu'
import { menuFor } from './menu-for-role'

const itemIds = (role: Parameters<typeof menuFor>[0]) =>
  menuFor(role).flatMap((entry) => entry.items.map((item) => item.id))

describe('the console menu follows the actions table', () => {
  test('SUPER sees every item, the SUPER-only screens among them', () => {
    expect(itemIds('SUPER')).toEqual(
      expect.arrayContaining(['manualResult', 'approvals', 'archive', 'memberList']),
    )
  })

  test.each(['HQ', 'AGENCY', 'SHOP'] as const)(
    '%s sees the everyday screens but none of the SUPER-only ones',
    (role) => {
      const ids = itemIds(role)
      expect(ids).toContain('memberList')
      expect(ids).toContain('liveTopups')
      expect(ids).not.toContain('manualResult')
      expect(ids).not.toContain('approvals')
      expect(ids).not.toContain('archive')
    },
  )

  test('a member sees nothing', () => {
    expect(menuFor('MEMBER')).toEqual([])
  })
})

describe('menu addresses', () => {
  test('each item opens its bookmarked address, parameter routes filled in', () => {
    expect(adminMenuItems.map(hrefOf)).toEqual([
      '/admin/members',
      '/admin/orgs',
      '/admin/statements',
      '/admin/cashier/live-topups',
      '/admin/cashier/live-withdrawals',
      '/admin/cashier/topups',
      '/admin/cashier/withdrawals',
      '/admin/bets',
      '/admin/odds',
      '/admin/results',
      '/admin/messages/notices',
      '/admin/messages/sent',
      '/admin/messages/inquiries',
      '/admin/points',
      '/admin/stats/daily',
      '/admin/stats/monthly',
      '/admin/stats/yearly',
      '/admin/stats/members',
      '/admin/approvals',
      '/admin/audit',
      '/admin/archive',
    ])
  })

  test('an address belongs to the item that opens it', () => {
    for (const item of adminMenuItems) expect(menuEntryOf(`${hrefOf(item)}?page=2`)?.item.id).toBe(item.id)
  })
})
