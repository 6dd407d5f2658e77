import type { Permission } from '@pb/access'
import { linkOptions } from '@tanstack/react-router'

/**
 * docs/product.md §2.5: the menu groups and their sub-items, in order, each with its own
 * address so a view can be bookmarked, and the permission its screen opens with: a role that does not
 * hold it (`permissions`, the table the server checks) does not see the item.
 */
export const adminMenu = [
  { group: 'members', items: [{ id: 'memberList', to: '/admin/members', permission: 'members.view' }] },
  {
    group: 'network',
    items: [
      { id: 'orgTree', to: '/admin/orgs', permission: 'orgs.view' },
      { id: 'statements', to: '/admin/statements', permission: 'orgs.view' },
    ],
  },
  {
    group: 'cashier',
    items: [
      {
        id: 'liveTopups',
        to: '/admin/cashier/live-{$requests}',
        params: { requests: 'topups' },
        permission: 'cashier.view',
      },
      {
        id: 'liveWithdrawals',
        to: '/admin/cashier/live-{$requests}',
        params: { requests: 'withdrawals' },
        permission: 'cashier.view',
      },
      {
        id: 'topupHistory',
        to: '/admin/cashier/$requests',
        params: { requests: 'topups' },
        permission: 'cashier.view',
      },
      {
        id: 'withdrawalHistory',
        to: '/admin/cashier/$requests',
        params: { requests: 'withdrawals' },
        permission: 'cashier.view',
      },
    ],
  },
  {
    group: 'bets',
    items: [
      { id: 'betHistory', to: '/admin/bets', permission: 'bets.view' },
      { id: 'odds', to: '/admin/odds', permission: 'odds.view' },
      { id: 'manualResult', to: '/admin/results', permission: 'rounds.propose' },
    ],
  },
  {
    group: 'messages',
    items: [
      { id: 'notices', to: '/admin/messages/notices', permission: 'notices.view' },
      { id: 'sentMessages', to: '/admin/messages/sent', permission: 'messages.view' },
      { id: 'inquiries', to: '/admin/messages/inquiries', permission: 'inquiries.view' },
    ],
  },
  { group: 'points', items: [{ id: 'pointHistory', to: '/admin/points', permission: 'points.view' }] },
  {
    group: 'stats',
    items: [
      { id: 'daily', to: '/admin/stats/$view', params: { view: 'daily' }, permission: 'stats.view' },
      {
        id: 'monthly',
        to: '/admin/stats/$view',
        params: { view: 'monthly' },
        permission: 'stats.view',
      },
      { id: 'yearly', to: '/admin/stats/$view', params: { view: 'yearly' }, permission: 'stats.view' },
      {
        id: 'perMember',
        to: '/admin/stats/$view',
        params: { view: 'members' },
        permission: 'stats.view',
      },
    ],
  },
  {
    group: 'system',
    items: [
      { id: 'approvals', to: '/admin/approvals', permission: 'approvals.decide' },
      { id: 'auditLog', to: '/admin/audit', permission: 'audit.view' },
      { id: 'archive', to: '/admin/archive', permission: 'archive.read' },
    ],
  },
] as const satisfies readonly AdminMenuGroupEntry[]

interface AdminMenuGroupEntry {
  group: string
  items: readonly {
    id: string
    to: `/admin/${string}`
    params?: Record<string, string>
    permission: Permission
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
