import { orgs, users } from '@pb/db'
import { and, count, desc, eq } from 'drizzle-orm'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { pageOf } from '../paging'
import { type Member, selectMembers, toMember } from './member-view'
import { manageableUsers } from './scope'

/** The users the actor may see, newest first; the scope is part of the SQL. */
export async function listMembers(ctx: UseCaseContext, params: { page: number; limit: number }) {
  const scope = manageableUsers(requireAdmin(ctx))
  const executor = ctx.db
  const rows = await selectMembers(executor)
    .where(scope)
    .orderBy(desc(users.id))
    .limit(params.limit)
    .offset((params.page - 1) * params.limit)
  const [total] = await executor
    .select({ n: count() })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(and(scope))
  return pageOf<Member>(rows.map(toMember), params, Number(total?.n ?? 0))
}
