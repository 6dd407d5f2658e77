import { bets, cashRequests } from '@pb/db'
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'

/** `sum(column)` over the rows `condition` holds for, 0 when there are none. */
const sumWhere = (column: AnyPgColumn, condition: SQL) =>
  sql<string>`coalesce(sum(${column}) filter (where ${condition}), 0)`

/**
 * The member's lifetime totals (GET /users/account-summary), over all their history: a settlement
 * archives rows out of the everyday lists, but the member's lifetime stays theirs. Deposits and
 * withdrawals are approved requests; the net result is payouts minus stakes of settled purchases
 * (won or lost; a voided one was refunded and counts nothing), and stakes still waiting for their
 * draw are answered apart.
 */
export async function accountSummary(ctx: UseCaseContext) {
  const { userId } = requireMember(ctx)
  const [cash] = await ctx.db
    .select({
      deposits: sumWhere(cashRequests.amount, eq(cashRequests.type, 'TOPUP')),
      withdrawals: sumWhere(cashRequests.amount, eq(cashRequests.type, 'WITHDRAWAL')),
    })
    .from(cashRequests)
    .where(and(eq(cashRequests.userId, userId), eq(cashRequests.status, 'APPROVED')))
  const [play] = await ctx.db
    .select({
      stakes: sumWhere(bets.totalStake, ne(bets.status, 'PLACED')),
      payouts: sumWhere(bets.totalPayout, ne(bets.status, 'PLACED')),
      pending: sumWhere(bets.totalStake, eq(bets.status, 'PLACED')),
    })
    .from(bets)
    .where(and(eq(bets.userId, userId), inArray(bets.status, ['PLACED', 'WON', 'LOST'])))
  const stakes = Number(play?.stakes ?? 0)
  const payouts = Number(play?.payouts ?? 0)
  return {
    deposits: Number(cash?.deposits ?? 0),
    withdrawals: Number(cash?.withdrawals ?? 0),
    stakes,
    payouts,
    netResult: payouts - stakes,
    pendingStakes: Number(play?.pending ?? 0),
  }
}
