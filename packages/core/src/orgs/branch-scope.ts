import { type Executor, orgs, queryRows } from '@pb/db'
import { eq, type SQL, sql } from 'drizzle-orm'
import type { Actor } from '../auth/actor'
import { refusal } from '../errors'
import { isInSubtree } from '../users/scope'

export type Org = typeof orgs.$inferSelect

const notFound = () => refusal('NOT_FOUND', 'branchNotFound')

/** A branch of the actor's subtree (their own included); any other is not found, so it is never seen to exist. */
export async function findOrgInScope(
  executor: Executor,
  actor: Actor,
  id: number,
  lock = false,
): Promise<Org> {
  const query = executor.select().from(orgs).where(eq(orgs.id, id))
  const [org] = lock ? await query.for('update') : await query
  if (!org || !isInSubtree(actor, org.path)) throw notFound()
  return org
}

/** Refuses a change to the actor's own branch: branches are changed by an ancestor. */
export function requireAncestor(actor: Actor, org: Org): void {
  if (org.id === actor.orgId) throw refusal('FORBIDDEN', 'parentChangesOnly')
}

/** Whether a branch at or above the one at `path` (an SQL text) is suspended. */
export function suspendedAt(path: SQL): SQL {
  return sql`exists (select 1 from ${orgs} s where s.status = 'SUSPENDED' and ${path} like s.path || '%')`
}

/** Whether the branch at `path` or one above it is suspended. */
export async function isSuspended(executor: Executor, path: string): Promise<boolean> {
  const [row] = await queryRows<{ suspended: boolean }>(
    executor,
    sql`select ${suspendedAt(sql`${path}`)} as suspended`,
  )
  return row?.suspended === true
}
