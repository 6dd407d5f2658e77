import type { UseCaseContext } from '../context'
import { DomainError } from '../errors'
import { type AdminRoleCode, hasAtLeast, isAdminRole } from '../roles'
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

/** The caller, who must be an administrator of at least `minRole` signed in to the admin area. */
export function requireAdmin(ctx: UseCaseContext, minRole: AdminRoleCode = 'SHOP'): Actor {
  const actor = requireSignedIn(ctx)
  if (actor.area !== 'admin' || !isAdminRole(actor.roleCode) || !hasAtLeast(actor.roleCode, minRole)) {
    throw new DomainError('FORBIDDEN')
  }
  return actor
}
