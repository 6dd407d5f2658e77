import { betItems, bets, orgs, users } from '@pb/db'
import { findSelection, markets, oddsValueOf, payoutOf } from '@pb/game'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import { inHistory } from '../archive'
import type { Actor } from '../auth/actor'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { kstDateRange } from '../date-range'
import { refusal } from '../errors'
import { pageOf } from '../paging'
import { findManagedUser } from '../users/managed-user'
import { manageableUsers } from '../users/scope'
import { type AdminBetsFilter, type BetResult, betResultStatuses } from './schemas'

const marketNames = new Map(markets.map((m) => [m.code, m.label.ko]))
const resultOfStatus = Object.fromEntries(
  Object.entries(betResultStatuses).map(([result, status]) => [status, result as BetResult]),
) as Record<(typeof betResultStatuses)[BetResult], BetResult>

function selectBetRows(ctx: UseCaseContext) {
  return ctx.db
    .select({
      item: betItems,
      purchaseNo: bets.purchaseNo,
      totalStake: bets.totalStake,
      placedAt: bets.placedAt,
      loginId: users.loginId,
    })
    .from(betItems)
    .innerJoin(bets, eq(bets.id, betItems.betId))
    .innerJoin(users, eq(users.id, betItems.userId))
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .$dynamic()
}

type BetRow = Awaited<ReturnType<ReturnType<typeof selectBetRows>['execute']>>[number]

/** One bet item as the back office lists it (docs/product.md §3.3). */
function toAdminBet({ item, purchaseNo, totalStake, placedAt, loginId }: BetRow) {
  const odds = oddsValueOf(item.oddsTaken)
  return {
    id: item.id,
    betId: item.betId,
    purchaseNo,
    userId: item.userId,
    loginId,
    userLoginId: loginId,
    placedAt: placedAt.toISOString(),
    createdAt: placedAt.toISOString(),
    roundNo: item.roundNo,
    selectionCode: item.selectionCode,
    betItem: findSelection(item.selectionCode)?.label.ko ?? item.selectionCode,
    gameTypeName: marketNames.get(item.marketCode) ?? item.marketCode,
    totalStake,
    stake: item.stake,
    odds,
    oddsTaken: odds,
    expectedWin: payoutOf(item.stake, item.oddsTaken),
    finalWinAmount: item.payout,
    actualPayout: item.payout,
    actualWin: item.payout,
    betResult: resultOfStatus[item.status],
    statusCode: item.status,
  }
}

/** The members a filter names by id or login id; one the administrator may not manage is not found. */
async function namedMembers(ctx: UseCaseContext, actor: Actor, filter: AdminBetsFilter): Promise<number[]> {
  const ids = filter.userId ? [filter.userId] : []
  if (filter.loginId) {
    const [named] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.loginId, filter.loginId))
    if (!named) throw refusal('NOT_FOUND', 'memberNotFound')
    ids.push(named.id)
  }
  for (const id of new Set(ids)) await findManagedUser(ctx.db, actor, id)
  return ids
}

/**
 * The back office's bet list: one row per bet item of the members in the administrator's subtree, live
 * history only, newest first, with the stake and payout sums of the page and of the whole filter. A
 * member named by the filter outside the subtree is not found.
 */
export async function listAdminBets(ctx: UseCaseContext, filter: AdminBetsFilter) {
  const actor = requireAdmin(ctx)
  const members = await namedMembers(ctx, actor, filter)
  const where = and(
    manageableUsers(actor),
    inHistory(bets.settledAt, bets.userId),
    kstDateRange(bets.placedAt, filter),
    ...members.map((userId) => eq(betItems.userId, userId)),
    filter.roundNo ? eq(betItems.roundNo, filter.roundNo) : undefined,
    filter.result ? eq(betItems.status, betResultStatuses[filter.result]) : undefined,
  )
  const [rows, [whole]] = await Promise.all([
    selectBetRows(ctx)
      .where(where)
      .orderBy(desc(bets.placedAt), desc(betItems.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    ctx.db
      .select({
        n: count(),
        stake: sql<string>`coalesce(sum(${betItems.stake}), 0)`,
        payout: sql<string>`coalesce(sum(${betItems.payout}), 0)`,
      })
      .from(betItems)
      .innerJoin(bets, eq(bets.id, betItems.betId))
      .innerJoin(users, eq(users.id, betItems.userId))
      .innerJoin(orgs, eq(orgs.id, users.orgId))
      .where(where),
  ])
  const items = rows.map(toAdminBet)
  const page = pageOf(items, filter, Number(whole?.n ?? 0))
  return {
    ...page,
    sums: {
      page: {
        stake: items.reduce((sum, item) => sum + item.stake, 0),
        payout: items.reduce((sum, item) => sum + item.actualPayout, 0),
      },
      total: { stake: Number(whole?.stake ?? 0), payout: Number(whole?.payout ?? 0) },
    },
  }
}
