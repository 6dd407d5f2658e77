import { moneyLedger } from '@pb/db'
import { count, desc, eq } from 'drizzle-orm'
import { requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { pageOf } from '../paging'

/** The member's money ledger, newest first (spec §3 "Ledger entry"). */
export async function myMoneyLedger(ctx: UseCaseContext, params: { page: number; limit: number }) {
  const { userId } = requireMember(ctx)
  const rows = await ctx.db
    .select()
    .from(moneyLedger)
    .where(eq(moneyLedger.userId, userId))
    .orderBy(desc(moneyLedger.id))
    .limit(params.limit)
    .offset((params.page - 1) * params.limit)
  const [total] = await ctx.db.select({ n: count() }).from(moneyLedger).where(eq(moneyLedger.userId, userId))
  const items = rows.map((row) => ({
    id: row.id,
    ledgerType: row.type,
    amount: Math.abs(row.amount),
    sign: row.amount < 0 ? -1 : 1,
    occurredAt: row.createdAt.toISOString(),
    moneyBalAfter: row.balanceAfter,
    refType: row.refType,
    refId: row.refId,
    note: row.note,
  }))
  return pageOf(items, params, Number(total?.n ?? 0))
}
