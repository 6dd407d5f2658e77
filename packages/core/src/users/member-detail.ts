import { users } from '@pb/db'
import { eq } from 'drizzle-orm'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { findManagedUser } from './managed-user'

/**
 * An administrator opens one user of their subtree (GET /admin/users/{id}, docs/product.md §7.2), with whether a
 * second factor guards the account: what the detail offers a superior to reset.
 */
export async function memberDetail(ctx: UseCaseContext, input: { id: number }) {
  const member = await findManagedUser(ctx.db, requireAdmin(ctx), input.id)
  const [factor] = await ctx.db
    .select({ confirmedAt: users.totpConfirmedAt })
    .from(users)
    .where(eq(users.id, member.id))
  return { ...member, totpEnabled: Boolean(factor?.confirmedAt) }
}
