/** Spec §2 "Administrator console": the five menu groups and their sub-items, in order. */
const adminMenu = {
  members: ['memberList'],
  cashier: ['liveTopups', 'liveWithdrawals', 'topupHistory', 'withdrawalHistory'],
  bets: ['betHistory', 'odds', 'manualResult'],
  points: ['pointHistory'],
  stats: ['daily', 'monthly', 'yearly', 'perMember'],
} as const

export type AdminMenuGroup = keyof typeof adminMenu
export type AdminMenuItem = (typeof adminMenu)[AdminMenuGroup][number]
export interface AdminMenuSelection {
  group: AdminMenuGroup
  item: AdminMenuItem
}

export const adminMenuGroups = Object.keys(adminMenu) as AdminMenuGroup[]

export const defaultAdminMenuSelection: AdminMenuSelection = { group: 'members', item: 'memberList' }

export function isAdminMenuGroup(value: unknown): value is AdminMenuGroup {
  return typeof value === 'string' && value in adminMenu
}

export function itemsOf(group: AdminMenuGroup): readonly AdminMenuItem[] {
  return adminMenu[group]
}
