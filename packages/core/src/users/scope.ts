import { outranks, roleCodes } from '@pb/access'
import { orgs, users } from '@pb/db'
import { and, inArray, like, type SQL } from 'drizzle-orm'
import type { Actor } from '../auth/actor'

/** The users of an administrator's org subtree, as a SQL condition over `orgs`. SUPER: everyone. */
export function usersInSubtree(actor: Actor): SQL | undefined {
  if (actor.roleCode === 'SUPER') return undefined
  return like(orgs.path, `${actor.orgPath}%`)
}

/**
 * The users an administrator may see or change, as a SQL condition: inside their org subtree and
 * of a lower role. SUPER sees everyone.
 */
export function manageableUsers(actor: Actor): SQL | undefined {
  if (actor.roleCode === 'SUPER') return undefined
  const lowerRoles = roleCodes.filter((role) => outranks(actor.roleCode, role))
  return and(usersInSubtree(actor), inArray(users.roleCode, lowerRoles))
}

/** Whether an org path lies inside the actor's subtree. */
export function isInSubtree(actor: Actor, orgPath: string): boolean {
  return actor.roleCode === 'SUPER' || orgPath.startsWith(actor.orgPath)
}
