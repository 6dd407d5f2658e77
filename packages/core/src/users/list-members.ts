import type { ListMembersFilter } from '@pb/contract/inputs/members'
import { type Executor, orgs, users, wallets } from '@pb/db'
import { and, count, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm'
import type { Actor } from '../auth/actor'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { refusal } from '../errors'
import { pageOf } from '../paging'
import { type Member, selectMembers, toMember } from './member-view'
import { isInSubtree, manageableUsers } from './scope'

const sortColumns = {
  registeredAt: users.registeredAt,
  lastLoginAt: users.lastLoginAt,
  moneyBal: wallets.money,
  pointBal: wallets.points,
} as const

/** The path of an org the actor may look into; any other org is not found. */
async function orgPathInScope(executor: Executor, actor: Actor, orgId: number): Promise<string> {
  const [org] = await executor.select({ path: orgs.path }).from(orgs).where(eq(orgs.id, orgId))
  if (!org || !isInSubtree(actor, org.path)) throw refusal('NOT_FOUND', 'branchNotFound')
  return org.path
}

/** Users whose login id, nickname, name or phone holds `q`, any case; a phone matches with or without hyphens. */
function matching(q: string): SQL | undefined {
  const pattern = `%${q.replace(/[\\%_]/g, '\\$&')}%`
  const digits = q.replace(/\D/g, '')
  const phoneDigits =
    digits && /^[\d\s-]+$/.test(q) ? like(sql`replace(${users.phone}, '-', '')`, `%${digits}%`) : undefined
  return or(
    ilike(users.loginId, pattern),
    ilike(users.nickname, pattern),
    ilike(users.name, pattern),
    ilike(users.phone, pattern),
    phoneDigits,
  )
}

/**
 * The users the actor may see (GET /admin/users, docs/product.md §7.2), filtered by role, status, text and org
 * subtree, sorted and paged: every filter and the sort are part of the SQL.
 */
export async function listMembers(ctx: UseCaseContext, filter: ListMembersFilter) {
  const actor = requireAdmin(ctx)
  const executor = ctx.db
  const orgPath = filter.orgId ? await orgPathInScope(executor, actor, filter.orgId) : undefined
  const where = and(
    manageableUsers(actor),
    filter.roleCode ? eq(users.roleCode, filter.roleCode) : undefined,
    filter.statusCode ? eq(users.statusCode, filter.statusCode) : undefined,
    orgPath ? like(orgs.path, `${orgPath}%`) : undefined,
    filter.q ? matching(filter.q) : undefined,
  )
  // Users never signed in sort last either way; the id keeps equal values in a stable order.
  const direction = filter.order === 'asc' ? sql`asc nulls last` : sql`desc nulls last`
  const order = [sql`${sortColumns[filter.sort]} ${direction}`, sql`${users.id} ${direction}`]
  // The page is chosen first, so the totals are summed for its rows only, however deep it lies.
  const page = executor
    .select({ id: users.id })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .innerJoin(wallets, eq(wallets.userId, users.id))
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
  const rows = await selectMembers(executor)
    .where(inArray(users.id, page))
    .orderBy(...order)
  const [total] = await executor
    .select({ n: count() })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(where)
  return pageOf<Member>(rows.map(toMember), filter, Number(total?.n ?? 0))
}
