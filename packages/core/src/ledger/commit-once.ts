import type { Executor } from '@pb/db'
import type { CoreDeps } from '../context'
import { isTransactionConflict } from '../db-failure'
import type { GameEvent } from '../events/types'
import { onceForKey } from './idempotency'

export interface StepResult<T> {
  answer: T
  /** Published after the commit, so nobody hears of a change that rolled back. */
  events: GameEvent[]
}

/** Runs of a step the database broke off as a deadlock or serialization failure before giving up. */
const ATTEMPTS = 3

/**
 * Runs one money-moving step in its own transaction, once per Idempotency-Key: a replay answers the
 * first result and publishes nothing, since whoever listened already heard it the first time. A
 * transaction the database rolled back to break a deadlock runs again, so the member never sees it.
 */
export async function commitOnce<T>(
  { db, bus }: CoreDeps,
  key: { userId: number; key: string | undefined; request: unknown },
  step: (tx: Executor) => Promise<StepResult<T>>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let events: GameEvent[] = []
    try {
      const answer = await db.transaction((tx) =>
        onceForKey(tx, key, async () => {
          const result = await step(tx)
          events = result.events
          return result.answer
        }),
      )
      if (events.length > 0) await bus.publish(events)
      return answer
    } catch (error) {
      if (attempt >= ATTEMPTS || !isTransactionConflict(error)) throw error
    }
  }
}
