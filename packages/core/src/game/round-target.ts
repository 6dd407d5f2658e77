import { type Executor, rounds } from '@pb/db'
import { ROUNDS_PER_DAY, roundRunningAt } from '@pb/game'
import { eq } from 'drizzle-orm'
import { DomainError } from '../errors'
import { ensureRoundRow } from './rounds'

/**
 * Locks a round an administrator acts on before its draw. It must still be undrawn and lie between
 * the last round due and one day ahead: an older round without a row never ran and must not be
 * brought back to life.
 */
export async function lockUndrawnRound(tx: Executor, roundNo: number, now: Date) {
  const running = roundRunningAt(now)
  if (roundNo > running + ROUNDS_PER_DAY) throw new DomainError('ROUND_OUT_OF_RANGE')
  if (roundNo < running - 1) {
    const [existing] = await tx
      .select({ status: rounds.status })
      .from(rounds)
      .where(eq(rounds.roundNo, roundNo))
    if (!existing) throw new DomainError('ROUND_OUT_OF_RANGE')
  }
  await ensureRoundRow(tx, roundNo)
  const [row] = await tx.select().from(rounds).where(eq(rounds.roundNo, roundNo)).for('update')
  if (!row || (row.status !== 'OPEN' && row.status !== 'CLOSED')) throw new DomainError('ROUND_ALREADY_DRAWN')
  return row
}
