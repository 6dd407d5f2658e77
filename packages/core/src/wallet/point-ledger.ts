import { type Executor, pointLedger } from '@pb/db'
import { and, count, desc, eq, like } from 'drizzle-orm'
import { pageOf } from '../paging'
import type { PointLedgerInput } from './schemas'

/** Ledger types of each filter value (spec §4 "Point ledger types"); reversals share their prefix. */
const typePrefixes = { EARN: 'POINT_EARN', CONVERT: 'POINT_CONVERT', ADJUST: 'POINT_ADJUST' } as const

/** The member's point history, newest first (spec §3 "Point history row"). */
export async function pointLedgerOf(executor: Executor, userId: number, params: PointLedgerInput) {
  const where = and(
    eq(pointLedger.userId, userId),
    params.type ? like(pointLedger.type, `${typePrefixes[params.type]}%`) : undefined,
  )
  const rows = await executor
    .select()
    .from(pointLedger)
    .where(where)
    .orderBy(desc(pointLedger.id))
    .limit(params.limit)
    .offset((params.page - 1) * params.limit)
  const [total] = await executor.select({ n: count() }).from(pointLedger).where(where)
  const items = rows.map((row) => ({
    id: row.id,
    ledgerType: row.type,
    amount: Math.abs(row.amount),
    sign: row.amount < 0 ? -1 : 1,
    occurredAt: row.createdAt.toISOString(),
    pointBalAfter: row.balanceAfter,
    refType: row.refType,
    refId: row.refId,
    note: row.note,
  }))
  return pageOf(items, params, Number(total?.n ?? 0))
}
