import { type Executor, moneyLedger } from '@pb/db'
import { and, count, desc, eq } from 'drizzle-orm'
import { type HistoryView, inHistory } from '../archive'
import { requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { kstDateRange } from '../date-range'
import { pageOf } from '../paging'

interface MoneyLedgerFilter {
  page: number
  limit: number
  /** One member's rows, or everyone's in SUPER's archive view. */
  userId?: number | undefined
  /** KST dates, inclusive. */
  startDate?: string | undefined
  endDate?: string | undefined
}

/** A page of money ledger rows in `view`, newest first (docs/product.md §3.2). */
export async function moneyLedgerPage(executor: Executor, filter: MoneyLedgerFilter, view: HistoryView) {
  const where = and(
    filter.userId === undefined ? undefined : eq(moneyLedger.userId, filter.userId),
    kstDateRange(moneyLedger.createdAt, filter),
    inHistory(moneyLedger.createdAt, filter.userId ?? moneyLedger.userId, view),
  )
  const rows = await executor
    .select()
    .from(moneyLedger)
    .where(where)
    .orderBy(desc(moneyLedger.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
  const [total] = await executor.select({ n: count() }).from(moneyLedger).where(where)
  const items = rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    ledgerType: row.type,
    amount: Math.abs(row.amount),
    sign: row.amount < 0 ? -1 : 1,
    occurredAt: row.createdAt.toISOString(),
    moneyBalAfter: row.balanceAfter,
    refType: row.refType,
    refId: row.refId,
    note: row.note,
  }))
  return pageOf(items, filter, Number(total?.n ?? 0))
}

/** The member's own money ledger that no settlement archived, newest first. */
export async function myMoneyLedger(ctx: UseCaseContext, params: { page: number; limit: number }) {
  const { userId } = requireMember(ctx)
  return moneyLedgerPage(ctx.db, { ...params, userId }, 'live')
}
