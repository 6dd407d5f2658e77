import { type AdminRoleCode, hasAtLeast, isAdminRole, type RoleCode } from './roles'

/**
 * docs/roles-and-branches.md §4: every administrator action and the lowest role that may take it,
 * declared once. The key is the tRPC procedure's path: the procedure reads its own minimum, the use
 * case checks the same entry, the console shows a role only what it may use, and the authorization
 * matrix test expects what this table says.
 */
export const adminActions = {
  'admin.users.list': 'SHOP',
  'admin.users.byId': 'SHOP',
  'admin.users.create': 'SHOP',
  'admin.users.update': 'SHOP',
  'admin.users.remove': 'SHOP',
  'admin.users.setPassword': 'SHOP',
  'admin.users.setPointPassword': 'SHOP',
  'admin.users.setBetBlock': 'SHOP',
  'admin.users.resetTotp': 'SHOP',
  'admin.users.move': 'SHOP',
  'admin.users.ledger': 'SHOP',
  'admin.wallets.adjustBalance': 'SHOP',
  'admin.wallets.adjustPoints': 'SHOP',
  'admin.transactions.list': 'SHOP',
  'admin.transactions.setStatus': 'SHOP',
  'admin.transactions.pendingCounts': 'SHOP',
  'admin.points.list': 'SHOP',
  'admin.bets.list': 'SHOP',
  'admin.stats.totals': 'SHOP',
  'admin.stats.aggregate': 'SHOP',
  'admin.audit.list': 'SHOP',
  'admin.beacon.status': 'SHOP',
  'admin.orgs.list': 'SHOP',
  'admin.orgs.create': 'SHOP',
  'admin.orgs.update': 'SHOP',
  'admin.orgs.setCommission': 'SHOP',
  'admin.orgs.statement': 'SHOP',
  'admin.commission.closes': 'SHOP',
  'admin.commission.close': 'SUPER',
  'admin.odds.list': 'SHOP',
  'admin.odds.update': 'SUPER',
  'admin.settings.get': 'SHOP',
  'admin.settings.update': 'SUPER',
  'admin.rounds.manualResult': 'SUPER',
  'admin.rounds.void': 'SUPER',
  'admin.rounds.resettle': 'SUPER',
  'admin.approvals.list': 'SUPER',
  'admin.approvals.approve': 'SUPER',
  'admin.approvals.reject': 'SUPER',
  'admin.settlement.member': 'SHOP',
  'admin.settlement.everyone': 'SUPER',
  'admin.settlement.archive': 'SUPER',
  'admin.settlement.settlements': 'SUPER',
  'admin.account.changePassword': 'SHOP',
  'admin.account.totpStatus': 'SHOP',
  'admin.account.totpSetup': 'SHOP',
  'admin.account.totpConfirm': 'SHOP',
  'admin.account.totpDisable': 'SHOP',
  'admin.messages.notices.list': 'SHOP',
  'admin.messages.notices.byId': 'SHOP',
  'admin.messages.notices.create': 'SHOP',
  'admin.messages.notices.update': 'SHOP',
  'admin.messages.notices.publish': 'SHOP',
  'admin.messages.notices.unpublish': 'SHOP',
  'admin.messages.notices.remove': 'SHOP',
  'admin.messages.sent.list': 'SHOP',
  'admin.messages.sent.send': 'SHOP',
  'admin.messages.sent.receipts': 'SHOP',
  'admin.messages.inquiries.list': 'SHOP',
  'admin.messages.inquiries.byId': 'SHOP',
  'admin.messages.inquiries.openCount': 'SHOP',
  'admin.messages.inquiries.answer': 'SHOP',
  'admin.messages.inquiries.close': 'SHOP',
} as const satisfies Record<`admin.${string}`, AdminRoleCode>

export type AdminAction = keyof typeof adminActions

export function isAdminAction(path: string): path is AdminAction {
  return Object.hasOwn(adminActions, path)
}

/** Whether a role may take the action: an administrator of at least its minimum role. */
export function mayPerform(role: RoleCode, action: AdminAction): boolean {
  return isAdminRole(role) && hasAtLeast(role, adminActions[action])
}
