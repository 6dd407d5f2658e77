import { type Executor, type roundStatuses, rounds } from '@pb/db'
import { drawAt, gameDate, todayRound } from '@pb/game'
import { eq } from 'drizzle-orm'

export type RoundStatus = (typeof roundStatuses)[number]

/** Makes sure a round has its row (OPEN when new) and answers its status, optionally locking it. */
export async function ensureRoundRow(
  executor: Executor,
  roundNo: number,
  options: { lock?: boolean } = {},
): Promise<RoundStatus> {
  // Read first: the row almost always exists, and an insert that meets it still costs a speculative
  // insertion. Both are prepared: every bet runs them, so the database plans them once per connection.
  const query = executor.select({ status: rounds.status }).from(rounds).where(eq(rounds.roundNo, roundNo))
  const read = () => (options.lock ? query.for('share') : query).prepare('round_status').execute()
  const [existing] = await read()
  if (existing) return existing.status
  await executor
    .insert(rounds)
    .values({
      roundNo,
      gameDate: gameDate(roundNo),
      todayRound: todayRound(roundNo),
      drawAt: drawAt(roundNo),
    })
    .onConflictDoNothing()
    .prepare('ensure_round_row')
    .execute()
  const [row] = await read()
  if (!row) throw new Error(`round ${roundNo} missing after insert`)
  return row.status
}
