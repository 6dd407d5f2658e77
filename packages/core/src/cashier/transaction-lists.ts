import { cashTransactions, orgs, users } from '@pb/db'
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import { type HistoryView, inHistory } from '../archive'
import { requireAdmin, requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { kstDateRange } from '../date-range'
import { pageOf } from '../paging'
import { manageableUsers } from '../users/scope'
import type { ListTransactionsFilter, MyTransactionsFilter } from './schemas'
import {
  type AdminTransaction,
  type MemberTransaction,
  selectAdminTransactions,
  toAdminTransaction,
  toMemberTransaction,
  transactionTypeOf,
} from './transaction-views'

/**
 * The member's own top-ups, withdrawals and conversions, newest first: pending requests and those
 * decided after the member's last settlement.
 */
export async function myTransactions(ctx: UseCaseContext, filter: MyTransactionsFilter) {
  const { userId } = requireMember(ctx)
  const executor = ctx.db
  const where = and(
    eq(cashTransactions.userId, userId),
    filter.type ? eq(cashTransactions.type, transactionTypeOf[filter.type]) : undefined,
    filter.status ? eq(cashTransactions.status, filter.status) : undefined,
    kstDateRange(cashTransactions.requestedAt, filter),
    inHistory(cashTransactions.processedAt, userId),
  )
  const rows = await executor
    .select()
    .from(cashTransactions)
    .where(where)
    .orderBy(desc(cashTransactions.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
  const [total] = await executor.select({ n: count() }).from(cashTransactions).where(where)
  return pageOf<MemberTransaction>(rows.map(toMemberTransaction), filter, Number(total?.n ?? 0))
}

/** The administrators' filter; without a type (the archive view) every kind of transaction. */
type AdminTransactionsFilter = Omit<ListTransactionsFilter, 'type' | 'order'> & {
  type?: keyof typeof transactionTypeOf | undefined
  order?: ListTransactionsFilter['order']
}

/**
 * Requests of the users the administrator may manage, newest first unless asked otherwise: the live
 * ones (pending requests always are), or for SUPER those a settlement archived.
 */
export async function listTransactions(
  ctx: UseCaseContext,
  filter: AdminTransactionsFilter,
  view: HistoryView = 'live',
) {
  const actor = requireAdmin(ctx)
  const executor = ctx.db
  const where = and(
    filter.type ? eq(cashTransactions.type, transactionTypeOf[filter.type]) : undefined,
    filter.status?.length ? inArray(cashTransactions.status, filter.status) : undefined,
    filter.userId ? eq(cashTransactions.userId, filter.userId) : undefined,
    kstDateRange(cashTransactions.requestedAt, filter),
    inHistory(cashTransactions.processedAt, filter.userId ?? cashTransactions.userId, view),
    manageableUsers(actor),
  )
  const rows = await selectAdminTransactions(executor)
    .where(where)
    .orderBy(filter.order === 'asc' ? asc(cashTransactions.id) : desc(cashTransactions.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
  const [total] = await executor
    .select({ n: count() })
    .from(cashTransactions)
    .innerJoin(users, eq(users.id, cashTransactions.userId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(where)
  return pageOf<AdminTransaction>(rows.map(toAdminTransaction), filter, Number(total?.n ?? 0))
}

/** The console header's counters: pending requests of the users the administrator may manage. */
export async function pendingCounts(ctx: UseCaseContext) {
  const actor = requireAdmin(ctx)
  const rows = await ctx.db
    .select({ type: cashTransactions.type, n: count() })
    .from(cashTransactions)
    .innerJoin(users, eq(users.id, cashTransactions.userId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(and(eq(cashTransactions.status, 'PENDING'), manageableUsers(actor)))
    .groupBy(cashTransactions.type)
  const countOf = (type: string) => Number(rows.find((row) => row.type === type)?.n ?? 0)
  return { topup: countOf('TOPUP'), withdrawal: countOf('WITHDRAWAL') }
}
