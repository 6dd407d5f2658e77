import { mayPerform } from '@pb/access'
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
 * The caller, who must be signed in to the admin area with at least the minimum role of the
 * permission the calling procedure declares (docs/roles-and-branches.md §4). The check is here once,
 * not again in the procedure; called with no permission granted, it refuses.
 */
export function requireAdmin(ctx: UseCaseContext): Actor {
  const actor = requireSignedIn(ctx)
  if (actor.area !== 'admin' || !ctx.permission || !mayPerform(actor.roleCode, ctx.permission)) {
    throw new DomainError('FORBIDDEN')
  }
  return actor
}
