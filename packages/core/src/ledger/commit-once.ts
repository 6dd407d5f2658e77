import type { Executor } from '@pb/db'
import type { CoreDeps } from '../context'
import type { GameEvent } from '../events/types'
import { onceForKey } from './idempotency'

export interface StepResult<T> {
  answer: T
  /** Published after the commit, so nobody hears of a change that rolled back. */
  events: GameEvent[]
}

/**
 * Runs one money-moving step in its own transaction, once per Idempotency-Key: a replay answers the
 * first result and publishes nothing, since whoever listened already heard it the first time.
 */
export async function commitOnce<T>(
  { db, bus }: CoreDeps,
  key: { userId: number; key: string | undefined; request: unknown },
  step: (tx: Executor) => Promise<StepResult<T>>,
): Promise<T> {
  let events: GameEvent[] = []
  const answer = await db.transaction((tx) =>
    onceForKey(tx, key, async () => {
      const result = await step(tx)
      events = result.events
      return result.answer
    }),
  )
  if (events.length > 0) await bus.publish(events)
  return answer
}
