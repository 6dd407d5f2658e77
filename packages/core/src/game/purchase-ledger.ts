import type { Executor } from '@pb/db'
import { type SQL, sql } from 'drizzle-orm'

/**
 * Writes one money ledger row per purchase of a round, after the wallets were credited in the same
 * transaction: each row's balance_after walks back from the member's new balance, newest purchase first.
 */
export async function insertPurchaseLedgerRows(
  tx: Executor,
  params: { roundNo: number; type: string; amount: SQL; where: SQL; at: string },
): Promise<void> {
  await tx.execute(sql`
    insert into money_ledger (user_id, type, amount, balance_after, ref_type, ref_id, created_at)
    select b.user_id, ${params.type}, ${params.amount},
      w.money - coalesce(sum(${params.amount}) over (
        partition by b.user_id order by b.id desc rows between unbounded preceding and 1 preceding), 0),
      'bet', b.id::text, ${params.at}
    from bets b join wallets w on w.user_id = b.user_id
    where b.round_no = ${params.roundNo} and ${params.where}`)
}
