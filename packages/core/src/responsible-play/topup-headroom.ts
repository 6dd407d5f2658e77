import type { Executor } from '@pb/db'
import { readHeadroom, selfLimitRefusal } from './headroom'

/** Refuses a top-up request of `amount` that would pass one of the member's DEPOSIT limits; under their wallet lock. */
export async function assertTopupHeadroom(tx: Executor, userId: number, amount: number, at: Date) {
  const headroom = await readHeadroom(tx, [userId], at, ['DEPOSIT'])
  const refusal = selfLimitRefusal(headroom.get(userId), amount)
  if (refusal) throw refusal
}
