import { type Executor, preparedRows } from '@pb/db'
import { sql } from 'drizzle-orm'
import { insertLedgerRows } from './ledger-rows'

/** One purchase's stake leaving its member's wallet, with the balance the caller expects after it. */
export interface BetDebit {
  userId: number
  purchaseNo: string
  stake: number
  moneyAfter: number
  at: Date
}

/** A wallet after its purchases' debits. */
export interface DebitedWallet {
  userId: number
  money: number
  points: number
  version: number
}

/**
 * Debits many purchases' stakes in one statement: each wallet changes once by its total and each
 * purchase gets its BET_STAKE ledger row (referring to its bet, found by purchase number) with the
 * balance after it, in the order given. The caller holds the wallets' locks and computed every
 * balance; a wallet that would not end where the caller expects is left alone and missing from the
 * answer, so the caller can roll back.
 */
export async function debitBetStakes(tx: Executor, debits: BetDebit[]): Promise<DebitedWallet[]> {
  const rows = await preparedRows<{ user_id: number; money: string; points: string; version: string }>(
    tx,
    sql`with debit as (
      select * from jsonb_to_recordset(${JSON.stringify(debits.map((d, ord) => ({ ord, ...d })))}::jsonb)
        as d(ord int, "userId" int, "purchaseNo" text, stake bigint, "moneyAfter" bigint, at timestamptz)),
    totals as (
      select "userId" as user_id, sum(stake) as stake,
        (array_agg("moneyAfter" order by ord desc))[1] as money_after, max(at) as at
      from debit group by "userId"),
    moved as (
      update wallets w set money = w.money - t.stake, updated_at = t.at
      from totals t where w.user_id = t.user_id and w.money - t.stake = t.money_after
      returning w.user_id, w.money, w.points, w.version),
    ledger as (${insertLedgerRows(
      'money',
      sql`select d."userId", 'BET_STAKE', -d.stake, d."moneyAfter", 'bet', b.id::text, d."userId", '', d.at
      from debit d join moved m on m.user_id = d."userId" join bets b on b.purchase_no = d."purchaseNo"
      order by d.ord`,
    )})
    select user_id, money::text, points::text, version::text from moved`,
  )
  return rows.map((row) => ({
    userId: row.user_id,
    money: Number(row.money),
    points: Number(row.points),
    version: Number(row.version),
  }))
}
