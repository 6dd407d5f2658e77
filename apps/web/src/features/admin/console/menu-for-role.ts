import { mayPerform } from '@pb/access'
import type { RoleCode } from '../../../trpc/types'
import { adminMenu } from './admin-menu'

/**
 * The menu as a role sees it: items it may not use are left out, and then empty groups. Kept apart
 * from admin-menu.ts, which `/admin` reads to redirect before any console code loads, so that the
 * permission table stays in the console's chunks.
 */
export function menuFor(role: RoleCode) {
  return adminMenu
    .map((entry) => ({
      group: entry.group,
      items: entry.items.filter((item) => mayPerform(role, item.permission)),
    }))
    .filter((entry) => entry.items.length > 0)
}
