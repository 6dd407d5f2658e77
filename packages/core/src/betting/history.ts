import { betItems, bets, type Executor } from '@pb/db'
import { findSelection, markets, oddsValueOf, payoutOf } from '@pb/game'
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { type HistoryView, inHistory } from '../archive'
import { requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { kstDateRange } from '../date-range'
import { refusal } from '../errors'
import { pageOf } from '../paging'

const marketNames = new Map(markets.map((m) => [m.code, m.label.ko]))

export interface BetHistoryFilter {
  page: number
  limit: number
  status?: 'PLACED' | 'WON' | 'LOST' | 'VOID'
  /** KST dates, inclusive. */
  startDate?: string
  endDate?: string
}

/** Whose purchases: one member's, or everyone's in SUPER's archive view. */
type BetListFilter = BetHistoryFilter & { userId?: number | undefined }

type BetRow = typeof bets.$inferSelect
type ItemRow = typeof betItems.$inferSelect

/** A purchase as the member sees it (docs/product.md §3.3). */
function toBetView(bet: BetRow, items: ItemRow[]) {
  const expectedPayout = items.reduce((sum, i) => sum + payoutOf(i.stake, i.oddsTaken), 0)
  return {
    id: bet.id,
    userId: bet.userId,
    roundNo: bet.roundNo,
    purchaseNo: bet.purchaseNo,
    gameName: '파워볼',
    placedAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
    totalStake: bet.totalStake,
    expectedPayout,
    actualPayout: bet.totalPayout,
    statusCode: bet.status,
    moneyBefore: bet.moneyBefore,
    moneyAfter: bet.moneyAfter,
    items: items.map((i) => ({
      id: i.id,
      marketCode: i.marketCode,
      marketName: marketNames.get(i.marketCode) ?? i.marketCode,
      selectionCode: i.selectionCode,
      selectionName: findSelection(i.selectionCode)?.label.ko ?? i.selectionCode,
      SELECTION_CODE: i.selectionCode,
      stake: i.stake,
      oddsTaken: oddsValueOf(i.oddsTaken),
      ODDS_TAKEN: oddsValueOf(i.oddsTaken),
      ODDS: oddsValueOf(i.oddsTaken),
      statusCode: i.status,
      payout: i.payout,
      points: i.points,
    })),
  }
}

async function withItems(executor: Executor, rows: BetRow[]) {
  if (rows.length === 0) return []
  const items = await executor
    .select()
    .from(betItems)
    .where(
      inArray(
        betItems.betId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(betItems.id)
  return rows.map((bet) =>
    toBetView(
      bet,
      items.filter((i) => i.betId === bet.id),
    ),
  )
}

/** A page of purchases in `view`, newest first, with their items. */
export async function betPage(executor: Executor, filter: BetListFilter, view: HistoryView) {
  const where = and(
    filter.userId === undefined ? undefined : eq(bets.userId, filter.userId),
    filter.status ? eq(bets.status, filter.status) : undefined,
    kstDateRange(bets.placedAt, filter),
    inHistory(bets.settledAt, filter.userId ?? bets.userId, view),
  )
  const rows = await executor
    .select()
    .from(bets)
    .where(where)
    .orderBy(desc(bets.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
  const [total] = await executor.select({ n: count() }).from(bets).where(where)
  return pageOf(await withItems(executor, rows), filter, Number(total?.n ?? 0))
}

/** The member's own purchases that no settlement archived. */
export async function betHistory(ctx: UseCaseContext, filter: BetHistoryFilter) {
  const { userId } = requireMember(ctx)
  return betPage(ctx.db, { ...filter, userId }, 'live')
}

/** One of the member's purchases, by id or purchase number, unless a settlement archived it. */
export async function betDetail(ctx: UseCaseContext, input: { id: string }) {
  const { userId } = requireMember(ctx)
  const executor = ctx.db
  const idOrPurchaseNo = input.id
  const key = /^\d+$/.test(idOrPurchaseNo)
    ? eq(bets.id, Number(idOrPurchaseNo))
    : eq(bets.purchaseNo, idOrPurchaseNo)
  const [row] = await executor
    .select()
    .from(bets)
    .where(and(key, eq(bets.userId, userId), inHistory(bets.settledAt, userId)))
  if (!row) throw refusal('NOT_FOUND', 'betNotFound')
  const [view] = await withItems(executor, [row])
  // One row in, one view out.
  return view as NonNullable<typeof view>
}
