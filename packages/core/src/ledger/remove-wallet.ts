import { type Executor, queryRows } from '@pb/db'
import { sql } from 'drizzle-orm'
import { refusal } from '../errors'

/**
 * Removes the wallet of an account that is being deleted. Only an empty wallet that never moved
 * goes: money, points and held all 0 and not one ledger row, checked in the same statement.
 */
export async function removeEmptyWallet(tx: Executor, userId: number): Promise<void> {
  const removed = await queryRows<{ user_id: number }>(
    tx,
    sql`delete from wallets
      where user_id = ${userId}::int and money = 0 and points = 0 and held = 0
        and not exists (select 1 from money_ledger where user_id = ${userId}::int)
        and not exists (select 1 from point_ledger where user_id = ${userId}::int)
      returning user_id`,
  )
  if (removed.length === 0) {
    throw refusal('CONFLICT', 'walletInUse')
  }
}
