import type { Executor } from '@pb/db'
import { type Headroom, readHeadroom } from './headroom'

export { selfLimitRefusal, spendHeadroom } from './headroom'

/**
 * Per member, the STAKE and LOSS limits in force at `at` with what their periods already used.
 * Read under the members' wallet locks, in the transaction that places the bets, so two bets of a
 * member never both fit the same room.
 */
export function readStakeHeadroom(
  tx: Executor,
  userIds: number[],
  at: Date,
): Promise<Map<number, Headroom[]>> {
  return readHeadroom(tx, userIds, at, ['STAKE', 'LOSS'])
}
