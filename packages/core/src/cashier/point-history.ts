import {
  type AdminPointsFilter,
  type PointHistoryFilter,
  pointLedgerFilterTypes,
} from '@pb/contract/inputs/cashier'
import { orgs, pointLedger, users } from '@pb/db'
import { and, count, desc, eq } from 'drizzle-orm'
import { type HistoryView, inHistory } from '../archive'
import { requireAdmin, requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { kstDateRange, kstDateTimeOf } from '../date-range'
import { pageOf } from '../paging'
import { manageableUsers } from '../users/scope'

/** Point ledger types (docs/product.md §4.6) with their labels and the default description of a row. */
const pointTypes: Record<string, { name: string; description: string }> = {
  POINT_EARN: { name: '적립', description: '베팅 포인트 적립' },
  POINT_CONVERT_IN: { name: '전환', description: '포인트 머니 전환' },
  POINT_ADJUST: { name: '조정', description: '관리자 포인트 조정' },
  POINT_EARN_REVERSAL: { name: '재정산 회수', description: '재정산으로 회수된 적립 포인트' },
}

type PointRow = typeof pointLedger.$inferSelect

/** A settlement's points are one row per member and round (docs/money.md §6): the row names its round. */
const descriptionOf = (row: PointRow) => {
  const description = row.note || pointTypes[row.type]?.description || row.type
  return row.refType === 'round' ? `${row.refId}회차 ${description}` : description
}

/** The member's own point history that no settlement archived, newest first (docs/product.md §3.2). */
export async function pointHistory(ctx: UseCaseContext, filter: PointHistoryFilter) {
  const { userId } = requireMember(ctx)
  const executor = ctx.db
  const where = and(
    eq(pointLedger.userId, userId),
    filter.type ? eq(pointLedger.type, pointLedgerFilterTypes[filter.type]) : undefined,
    kstDateRange(pointLedger.createdAt, filter),
    inHistory(pointLedger.createdAt, userId),
  )
  const rows = await executor
    .select()
    .from(pointLedger)
    .where(where)
    .orderBy(desc(pointLedger.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
  const [total] = await executor.select({ n: count() }).from(pointLedger).where(where)
  const items = rows.map((row) => ({
    id: row.id,
    ...kstDateTimeOf(row.createdAt),
    type: row.amount > 0 ? ('earn' as const) : ('use' as const),
    amount: Math.abs(row.amount),
    sign: row.amount < 0 ? -1 : 1,
    description: descriptionOf(row),
    ledgerType: row.type,
    pointBalAfter: row.balanceAfter,
    occurredAt: row.createdAt.toISOString(),
    note: row.note,
    refType: row.refType,
    refId: row.refId,
  }))
  return pageOf(items, filter, Number(total?.n ?? 0))
}

/**
 * Point ledger entries of the users the administrator may manage (docs/product.md §3.2):
 * the live ones, or for SUPER those a settlement archived.
 */
export async function listPointLedger(
  ctx: UseCaseContext,
  filter: AdminPointsFilter,
  view: HistoryView = 'live',
) {
  const actor = requireAdmin(ctx)
  const executor = ctx.db
  const where = and(
    filter.type ? eq(pointLedger.type, pointLedgerFilterTypes[filter.type]) : undefined,
    filter.userId ? eq(pointLedger.userId, filter.userId) : undefined,
    kstDateRange(pointLedger.createdAt, filter),
    inHistory(pointLedger.createdAt, filter.userId ?? pointLedger.userId, view),
    manageableUsers(actor),
  )
  const rows = await executor
    .select({ entry: pointLedger, loginId: users.loginId })
    .from(pointLedger)
    .innerJoin(users, eq(users.id, pointLedger.userId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(where)
    .orderBy(desc(pointLedger.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
  const [total] = await executor
    .select({ n: count() })
    .from(pointLedger)
    .innerJoin(users, eq(users.id, pointLedger.userId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(where)
  const items = rows.map(({ entry, loginId }) => ({
    id: entry.id,
    userId: entry.userId,
    loginId,
    occurredAt: entry.createdAt.toISOString(),
    ledgerType: entry.type,
    typeName: pointTypes[entry.type]?.name ?? entry.type,
    amount: entry.amount,
    pointBalAfter: entry.balanceAfter,
    note: entry.note,
    description: descriptionOf(entry),
  }))
  return pageOf(items, filter, Number(total?.n ?? 0))
}
