import { describe, expect, test } from 'bun:test'
import { menuFor } from './admin-menu'

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
