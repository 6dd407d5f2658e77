import { orgs, users } from '@pb/db'
import { and, eq, like, type SQL, sql } from 'drizzle-orm'
import type { Actor } from '../auth/actor'
import type { UseCaseContext } from '../context'
import { refusal } from '../errors'
import { isInSubtree, manageableUsers } from '../users/scope'

/**
 * Whose figures a statistics call sums, as a condition over `users` and `orgs`: the members the actor
 * manages, narrowed to an org's subtree and to one of them when asked. An org or user outside the
 * actor's subtree is not found.
 */
export async function statsScope(
  ctx: UseCaseContext,
  actor: Actor,
  narrow: { orgId?: number | undefined; userId?: number | undefined } = {},
): Promise<SQL> {
  // Members only: administrators' wallets hold the commission the house paid them, not play.
  const conditions = [manageableUsers(actor), eq(users.roleCode, 'MEMBER')]
  if (narrow.orgId) {
    const [org] = await ctx.db.select({ path: orgs.path }).from(orgs).where(eq(orgs.id, narrow.orgId))
    if (!org || !isInSubtree(actor, org.path)) throw refusal('NOT_FOUND', 'branchNotFound')
    conditions.push(like(orgs.path, `${org.path}%`))
  }
  if (narrow.userId) {
    conditions.push(eq(users.id, narrow.userId))
    const [user] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(orgs, eq(orgs.id, users.orgId))
      .where(and(...conditions))
    if (!user) throw refusal('NOT_FOUND', 'memberNotFound')
  }
  return and(...conditions) ?? sql`true`
}
