import { type AdminAction, mayPerform } from '@pb/access'
import type { UseCaseContext } from '../context'
import { DomainError } from '../errors'
import type { Actor } from './actor'

/** The caller, who must be signed in. */
export function requireSignedIn(ctx: UseCaseContext): Actor {
  if (!ctx.actor) throw new DomainError('UNAUTHORIZED')
  return ctx.actor
}

/** The caller, who must be a member signed in to the member area. */
export function requireMember(ctx: UseCaseContext): Actor {
  const actor = requireSignedIn(ctx)
  if (actor.area !== 'member' || actor.roleCode !== 'MEMBER') throw new DomainError('FORBIDDEN')
  return actor
}

/**
 * The caller, who must be signed in to the admin area with at least the action's minimum role
 * (`adminActions`, docs/roles-and-branches.md §4).
 */
export function requireAdmin(ctx: UseCaseContext, action: AdminAction): Actor {
  const actor = requireSignedIn(ctx)
  if (actor.area !== 'admin' || !mayPerform(actor.roleCode, action)) {
    throw new DomainError('FORBIDDEN')
  }
  return actor
}
