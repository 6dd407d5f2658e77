import type { RoleCode } from '../../../trpc/types'
import type { AdminOrg } from '../admin-types'
import { levelIndex, levelOfRole } from '../orgs/org-levels'

/** The picker's value for "open a new branch for this administrator" (no `orgId` is sent). */
export const newBranch = 'new'

/**
 * Where a new user of `role` may go: a member to any branch of the subtree; an administrator to a
 * branch of its role's level, or to a new branch of its own when its level is right below the
 * caller's (the server opens it one level under the caller's branch).
 */
export function branchChoices(orgs: readonly AdminOrg[], own: AdminOrg, role: RoleCode) {
  const level = levelOfRole(role)
  if (!level) return { branches: orgs, mayOpen: false }
  return {
    branches: orgs.filter((org) => org.level === level),
    mayOpen: levelIndex(level) === levelIndex(own.level) + 1,
  }
}

/** A member joins the caller's own branch unless told; an administrator heads a new one if it may. */
export function defaultBranch(own: AdminOrg, role: RoleCode, choices: ReturnType<typeof branchChoices>) {
  if (role === 'MEMBER') return String(own.id)
  if (choices.mayOpen) return newBranch
  return choices.branches[0] ? String(choices.branches[0].id) : ''
}

/** The branch picked before, while the new role still offers it; else that role's default. */
export function branchForRole(
  picked: string,
  own: AdminOrg,
  role: RoleCode,
  choices: ReturnType<typeof branchChoices>,
) {
  const offered =
    picked === newBranch ? choices.mayOpen : choices.branches.some((org) => String(org.id) === picked)
  return offered ? picked : defaultBranch(own, role, choices)
}
