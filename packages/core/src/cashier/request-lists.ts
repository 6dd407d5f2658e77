import type { ListRequestsFilter, MyRequestsFilter } from '@pb/contract/inputs/cashier'
import { cashRequests, orgs, users } from '@pb/db'
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import { type HistoryView, inHistory } from '../archive'
import { requireAdmin, requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { kstDateRange } from '../date-range'
import { pageOf } from '../paging'
import { manageableUsers } from '../users/scope'
import {
  type AdminRequest,
  type MemberRequest,
  requestTypeOf,
  selectAdminRequests,
  toAdminRequest,
  toMemberRequest,
} from './request-views'

/**
 * The member's own top-ups, withdrawals and conversions, newest first: pending requests and those
 * decided after the member's last settlement.
 */
export async function myRequests(ctx: UseCaseContext, filter: MyRequestsFilter) {
  const { userId } = requireMember(ctx)
  const executor = ctx.db
  const where = and(
    eq(cashRequests.userId, userId),
    filter.type ? eq(cashRequests.type, requestTypeOf[filter.type]) : undefined,
    filter.status ? eq(cashRequests.status, filter.status) : undefined,
    kstDateRange(cashRequests.requestedAt, filter),
    inHistory(cashRequests.processedAt, userId),
  )
  const rows = await executor
    .select()
    .from(cashRequests)
    .where(where)
    .orderBy(desc(cashRequests.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
  const [total] = await executor.select({ n: count() }).from(cashRequests).where(where)
  return pageOf<MemberRequest>(rows.map(toMemberRequest), filter, Number(total?.n ?? 0))
}

/** The administrators' filter; without a type (the archive view) every kind of transaction. */
type AdminRequestsFilter = Omit<ListRequestsFilter, 'type' | 'order'> & {
  type?: keyof typeof requestTypeOf | undefined
  order?: ListRequestsFilter['order']
}

/**
 * Requests of the users the administrator may manage, newest first unless asked otherwise: the live
 * ones (pending requests always are), or for SUPER those a settlement archived.
 */
export async function listRequests(
  ctx: UseCaseContext,
  filter: AdminRequestsFilter,
  view: HistoryView = 'live',
) {
  const actor = requireAdmin(ctx)
  const executor = ctx.db
  const where = and(
    filter.type ? eq(cashRequests.type, requestTypeOf[filter.type]) : undefined,
    filter.status?.length ? inArray(cashRequests.status, filter.status) : undefined,
    filter.userId ? eq(cashRequests.userId, filter.userId) : undefined,
    kstDateRange(cashRequests.requestedAt, filter),
    inHistory(cashRequests.processedAt, filter.userId ?? cashRequests.userId, view),
    manageableUsers(actor),
  )
  const rows = await selectAdminRequests(executor)
    .where(where)
    .orderBy(filter.order === 'asc' ? asc(cashRequests.id) : desc(cashRequests.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
  const [total] = await executor
    .select({ n: count() })
    .from(cashRequests)
    .innerJoin(users, eq(users.id, cashRequests.userId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(where)
  return pageOf<AdminRequest>(rows.map(toAdminRequest), filter, Number(total?.n ?? 0))
}

/** The console header's counters: pending requests of the users the administrator may manage. */
export async function pendingCounts(ctx: UseCaseContext) {
  const actor = requireAdmin(ctx)
  const rows = await ctx.db
    .select({ type: cashRequests.type, n: count() })
    .from(cashRequests)
    .innerJoin(users, eq(users.id, cashRequests.userId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(and(eq(cashRequests.status, 'PENDING'), manageableUsers(actor)))
    .groupBy(cashRequests.type)
  const countOf = (type: string) => Number(rows.find((row) => row.type === type)?.n ?? 0)
  return { topup: countOf('TOPUP'), withdrawal: countOf('WITHDRAWAL') }
}
