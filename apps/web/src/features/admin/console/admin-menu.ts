import { type AdminAction, mayPerform } from '@pb/access'
import type { RoleCode } from '../../../trpc/types'

/**
 * docs/product.md §2.5: the menu groups and their sub-items, in order, each with its own
 * address so a view can be bookmarked, and the action its screen opens with: a role that may not take
 * it (`adminActions`, the table the server checks) does not see the item.
 */
export const adminMenu = [
  { group: 'members', items: [{ id: 'memberList', to: '/admin/members', action: 'admin.users.list' }] },
  {
    group: 'network',
    items: [
      { id: 'orgTree', to: '/admin/orgs', action: 'admin.orgs.list' },
      { id: 'statements', to: '/admin/statements', action: 'admin.orgs.statement' },
    ],
  },
  {
    group: 'cashier',
    items: [
      { id: 'liveTopups', to: '/admin/cashier/live-topups', action: 'admin.transactions.list' },
      { id: 'liveWithdrawals', to: '/admin/cashier/live-withdrawals', action: 'admin.transactions.list' },
      { id: 'topupHistory', to: '/admin/cashier/topups', action: 'admin.transactions.list' },
      { id: 'withdrawalHistory', to: '/admin/cashier/withdrawals', action: 'admin.transactions.list' },
    ],
  },
  {
    group: 'bets',
    items: [
      { id: 'betHistory', to: '/admin/bets', action: 'admin.bets.list' },
      { id: 'odds', to: '/admin/odds', action: 'admin.odds.list' },
      { id: 'manualResult', to: '/admin/results', action: 'admin.rounds.manualResult' },
    ],
  },
  { group: 'points', items: [{ id: 'pointHistory', to: '/admin/points', action: 'admin.points.list' }] },
  {
    group: 'stats',
    items: [
      { id: 'daily', to: '/admin/stats/daily', action: 'admin.stats.aggregate' },
      { id: 'monthly', to: '/admin/stats/monthly', action: 'admin.stats.aggregate' },
      { id: 'yearly', to: '/admin/stats/yearly', action: 'admin.stats.aggregate' },
      { id: 'perMember', to: '/admin/stats/members', action: 'admin.stats.aggregate' },
    ],
  },
  {
    group: 'system',
    items: [
      { id: 'approvals', to: '/admin/approvals', action: 'admin.approvals.list' },
      { id: 'auditLog', to: '/admin/audit', action: 'admin.audit.list' },
      { id: 'archive', to: '/admin/archive', action: 'admin.settlement.settlements' },
    ],
  },
] as const satisfies readonly AdminMenuGroupEntry[]

interface AdminMenuGroupEntry {
  group: string
  items: readonly { id: string; to: `/admin/${string}`; action: AdminAction }[]
}

type AdminMenu = typeof adminMenu
export type AdminMenuGroup = AdminMenu[number]['group']
export type AdminMenuItem = AdminMenu[number]['items'][number]
export type AdminMenuPath = AdminMenuItem['to']

/** The menu as a role sees it: items it may not use are left out, and then empty groups. */
export function menuFor(role: RoleCode) {
  return adminMenu
    .map((entry) => ({
      group: entry.group,
      items: entry.items.filter((item) => mayPerform(role, item.action)),
    }))
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
