import { hasAtLeast } from '../../../auth/roles'
import type { RoleCode } from '../../../trpc/types'

/**
 * docs/product.md §2.5: the menu groups and their sub-items, in order, each with its own
 * address so a view can be bookmarked. `minRole` hides an item from roles that may not use it (the
 * server refuses them anyway).
 */
export const adminMenu = [
  { group: 'members', items: [{ id: 'memberList', to: '/admin/members' }] },
  {
    group: 'network',
    items: [
      { id: 'orgTree', to: '/admin/orgs' },
      { id: 'statements', to: '/admin/statements' },
    ],
  },
  {
    group: 'cashier',
    items: [
      { id: 'liveTopups', to: '/admin/cashier/live-topups' },
      { id: 'liveWithdrawals', to: '/admin/cashier/live-withdrawals' },
      { id: 'topupHistory', to: '/admin/cashier/topups' },
      { id: 'withdrawalHistory', to: '/admin/cashier/withdrawals' },
    ],
  },
  {
    group: 'bets',
    items: [
      { id: 'betHistory', to: '/admin/bets' },
      { id: 'odds', to: '/admin/odds' },
      { id: 'manualResult', to: '/admin/results', minRole: 'SUPER' },
    ],
  },
  { group: 'points', items: [{ id: 'pointHistory', to: '/admin/points' }] },
  {
    group: 'stats',
    items: [
      { id: 'daily', to: '/admin/stats/daily' },
      { id: 'monthly', to: '/admin/stats/monthly' },
      { id: 'yearly', to: '/admin/stats/yearly' },
      { id: 'perMember', to: '/admin/stats/members' },
    ],
  },
  {
    group: 'system',
    items: [
      { id: 'approvals', to: '/admin/approvals', minRole: 'SUPER' },
      { id: 'auditLog', to: '/admin/audit' },
      { id: 'archive', to: '/admin/archive', minRole: 'SUPER' },
    ],
  },
] as const satisfies readonly AdminMenuGroupEntry[]

interface AdminMenuGroupEntry {
  group: string
  items: readonly { id: string; to: `/admin/${string}`; minRole?: RoleCode }[]
}

type AdminMenu = typeof adminMenu
export type AdminMenuGroup = AdminMenu[number]['group']
export type AdminMenuItem = AdminMenu[number]['items'][number]
export type AdminMenuPath = AdminMenuItem['to']

function mayUse(item: AdminMenuItem, role: RoleCode): boolean {
  return !('minRole' in item) || hasAtLeast(role, item.minRole)
}

/** The menu as a role sees it: items it may not use are left out, and then empty groups. */
export function menuFor(role: RoleCode) {
  return adminMenu
    .map((entry) => ({ group: entry.group, items: entry.items.filter((item) => mayUse(item, role)) }))
    .filter((entry) => entry.items.length > 0)
}

/** The menu entry a console address belongs to. */
export function menuEntryOf(pathname: string) {
  for (const entry of adminMenu) {
    const item = entry.items.find((candidate) => pathname.startsWith(candidate.to))
    if (item) return { group: entry.group, item }
  }
  return undefined
}

export const defaultAdminPath: AdminMenuPath = '/admin/members'
