import type { AdminAction } from '@pb/access'
import { linkOptions } from '@tanstack/react-router'

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
      {
        id: 'liveTopups',
        to: '/admin/cashier/live-{$requests}',
        params: { requests: 'topups' },
        action: 'admin.transactions.list',
      },
      {
        id: 'liveWithdrawals',
        to: '/admin/cashier/live-{$requests}',
        params: { requests: 'withdrawals' },
        action: 'admin.transactions.list',
      },
      {
        id: 'topupHistory',
        to: '/admin/cashier/$requests',
        params: { requests: 'topups' },
        action: 'admin.transactions.list',
      },
      {
        id: 'withdrawalHistory',
        to: '/admin/cashier/$requests',
        params: { requests: 'withdrawals' },
        action: 'admin.transactions.list',
      },
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
  {
    group: 'messages',
    items: [
      { id: 'notices', to: '/admin/messages/notices', action: 'admin.messages.notices.list' },
      { id: 'sentMessages', to: '/admin/messages/sent', action: 'admin.messages.sent.list' },
      { id: 'inquiries', to: '/admin/messages/inquiries', action: 'admin.messages.inquiries.list' },
    ],
  },
  { group: 'points', items: [{ id: 'pointHistory', to: '/admin/points', action: 'admin.points.list' }] },
  {
    group: 'stats',
    items: [
      { id: 'daily', to: '/admin/stats/$view', params: { view: 'daily' }, action: 'admin.stats.aggregate' },
      {
        id: 'monthly',
        to: '/admin/stats/$view',
        params: { view: 'monthly' },
        action: 'admin.stats.aggregate',
      },
      { id: 'yearly', to: '/admin/stats/$view', params: { view: 'yearly' }, action: 'admin.stats.aggregate' },
      {
        id: 'perMember',
        to: '/admin/stats/$view',
        params: { view: 'members' },
        action: 'admin.stats.aggregate',
      },
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
  items: readonly {
    id: string
    to: `/admin/${string}`
    params?: Record<string, string>
    action: AdminAction
  }[]
}

type AdminMenu = typeof adminMenu
export type AdminMenuItem = AdminMenu[number]['items'][number]

/** The link to an item's screen (its route and parameters). */
export function linkOf(item: AdminMenuItem) {
  return linkOptions('params' in item ? { to: item.to, params: item.params } : { to: item.to })
}

/** The address an item opens: its route with its parameters filled in. */
export function hrefOf(item: AdminMenuItem): string {
  const params: Record<string, string> = 'params' in item ? item.params : {}
  return item.to.replace(/\{?\$(\w+)\}?/g, (_, name: string) => params[name] ?? '')
}

/** Every item, in menu order. */
export const adminMenuItems: readonly AdminMenuItem[] = adminMenu.flatMap(
  (entry): readonly AdminMenuItem[] => entry.items,
)

/** A menu item by its id. */
export function menuItem(id: AdminMenuItem['id']): AdminMenuItem {
  return adminMenuItems.find((candidate) => candidate.id === id) as AdminMenuItem
}

/** The menu entry a console address belongs to. */
export function menuEntryOf(pathname: string) {
  for (const entry of adminMenu) {
    const item = entry.items.find((candidate) => pathname.startsWith(hrefOf(candidate)))
    if (item) return { group: entry.group, item }
  }
  return undefined
}

export const defaultAdminPath = '/admin/members'
