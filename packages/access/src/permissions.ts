import { type AdminRoleCode, hasAtLeast, isAdminRole, type RoleCode } from './roles'

/**
 * docs/roles-and-branches.md §4: what an administrator may do, named by the domain, and the lowest
 * role that may do it. Each administrator procedure declares the one permission it needs
 * (docs/api-conventions.md §10); the use case checks that one, the console shows a role only what it
 * may use, and the authorization matrix test expects what this table and the declarations say.
 */
export const permissions = {
  'members.view': 'SHOP',
  'members.manage': 'SHOP',
  'wallets.adjust': 'SHOP',
  'cashier.view': 'SHOP',
  'cashier.decide': 'SHOP',
  'points.view': 'SHOP',
  'bets.view': 'SHOP',
  'stats.view': 'SHOP',
  'audit.view': 'SHOP',
  'beacon.view': 'SHOP',
  'orgs.view': 'SHOP',
  'orgs.manage': 'SHOP',
  'commission.view': 'SHOP',
  'commission.close': 'SUPER',
  'odds.view': 'SHOP',
  'odds.propose': 'SUPER',
  'settings.view': 'SHOP',
  'settings.propose': 'SUPER',
  'rounds.propose': 'SUPER',
  'approvals.decide': 'SUPER',
  'archive.member': 'SHOP',
  'archive.everyone': 'SUPER',
  'archive.read': 'SUPER',
  'account.manage': 'SHOP',
  'notices.view': 'SHOP',
  'notices.manage': 'SHOP',
  'messages.view': 'SHOP',
  'messages.send': 'SHOP',
  'inquiries.view': 'SHOP',
  'inquiries.answer': 'SHOP',
} as const satisfies Record<`${string}.${string}`, AdminRoleCode>

export type Permission = keyof typeof permissions

/** Whether a role holds the permission: an administrator of at least its minimum role. */
export function mayPerform(role: RoleCode, permission: Permission): boolean {
  return isAdminRole(role) && hasAtLeast(role, permissions[permission])
}
