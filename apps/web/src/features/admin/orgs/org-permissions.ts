import type { AdminOrg } from '../admin-types'
import { childLevelOf } from './org-levels'

/**
 * What the caller may do to a branch of their subtree, as the server decides it (it still refuses
 * anything else): open a branch under any but a shop, rename any; suspend, resume and set the rates
 * of a branch only from above it, so never their own branch, and never the root.
 */
export const mayOpenBelow = (org: AdminOrg) => childLevelOf(org) !== undefined

export const mayGovern = (org: AdminOrg, own: AdminOrg) => org.id !== own.id && org.parentId !== null
