import { betItems, bets, cashRequests, type Executor, moneyLedger, pointLedger } from '@pb/db'
import { and, count, countDistinct, eq, lte } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { inHistory } from '../archive'

/** What an archiving took, as the REST answer names it (`ledgers`: money and point ledger rows). */
export interface ClearedCounts {
  betItems: number
  bets: number
  ledgers: number
  topups: number
  withdrawals: number
  pointConversions: number
}

/** The counts as stored in `history_archives.cleared`. */
export function clearedOf(stored: Record<string, number>): ClearedCounts {
  return {
    betItems: stored.betItems ?? 0,
    bets: stored.bets ?? 0,
    ledgers: stored.ledgers ?? 0,
    topups: stored.topups ?? 0,
    withdrawals: stored.withdrawals ?? 0,
    pointConversions: stored.pointConversions ?? 0,
  }
}

/**
 * What archiving up to `through` would take: the rows of one member's history (of everyone's
 * without `userId`) that finished by then and are still live.
 */
export async function countNewlyArchived(
  executor: Executor,
  through: Date,
  userId?: number,
): Promise<ClearedCounts> {
  const finishedBy = (finishedAt: PgColumn, owner: PgColumn) =>
    and(
      userId === undefined ? undefined : eq(owner, userId),
      lte(finishedAt, through),
      inHistory(finishedAt, userId ?? owner, 'live'),
    )
  const [archivedBets] = await executor
    .select({ bets: countDistinct(bets.id), items: count(betItems.id) })
    .from(bets)
    .leftJoin(betItems, eq(betItems.betId, bets.id))
    .where(finishedBy(bets.settledAt, bets.userId))
  const moneyRows = await executor.$count(moneyLedger, finishedBy(moneyLedger.createdAt, moneyLedger.userId))
  const pointRows = await executor.$count(pointLedger, finishedBy(pointLedger.createdAt, pointLedger.userId))
  const requests = await executor
    .select({ type: cashRequests.type, n: count() })
    .from(cashRequests)
    .where(finishedBy(cashRequests.processedAt, cashRequests.userId))
    .groupBy(cashRequests.type)
  const requestsOf = (type: string) => Number(requests.find((row) => row.type === type)?.n ?? 0)
  return {
    betItems: Number(archivedBets?.items ?? 0),
    bets: Number(archivedBets?.bets ?? 0),
    ledgers: Number(moneyRows) + Number(pointRows),
    topups: requestsOf('TOPUP'),
    withdrawals: requestsOf('WITHDRAWAL'),
    pointConversions: requestsOf('POINT_CONVERT'),
  }
}
