import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { findManagedUser } from './managed-user'

/** An administrator opens one user of their subtree (spec §7 GET /admin/users/{id}). */
export async function memberDetail(ctx: UseCaseContext, input: { id: number }) {
  return findManagedUser(ctx.db, requireAdmin(ctx), input.id)
}
