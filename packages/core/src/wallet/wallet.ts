import { type Executor, moneyLedger, wallets } from '@pb/db'
import { count, desc, eq } from 'drizzle-orm'
import { DomainError } from '../errors'
import { pageOf } from '../paging'

export async function getWallet(executor: Executor, userId: number) {
  const [wallet] = await executor.select().from(wallets).where(eq(wallets.userId, userId))
  if (!wallet) throw new DomainError('NOT_FOUND')
  return { moneyBal: wallet.money, pointBal: wallet.points, heldBal: wallet.held }
}

/** The member's money ledger, newest first (spec §3 "Ledger entry"). */
export async function moneyLedgerOf(
  executor: Executor,
  userId: number,
  params: { page: number; limit: number },
) {
  const rows = await executor
    .select()
    .from(moneyLedger)
    .where(eq(moneyLedger.userId, userId))
    .orderBy(desc(moneyLedger.id))
    .limit(params.limit)
    .offset((params.page - 1) * params.limit)
  const [total] = await executor
    .select({ n: count() })
    .from(moneyLedger)
    .where(eq(moneyLedger.userId, userId))
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
