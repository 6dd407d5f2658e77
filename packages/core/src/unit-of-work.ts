import type { Executor } from '@pb/db'
import type { CoreDeps } from './context'
import { isTransactionConflict } from './db-failure'
import { recordEvents } from './events/outbox'
import type { GameEvent, WrittenRun } from './events/types'

export interface StepResult<T> {
  answer: T
  /** Written with the change, so they exist exactly when it does (docs/operations.md §7). */
  events: GameEvent[]
}

/** Runs of a transaction the database broke off as a deadlock or serialization failure before giving up. */
const ATTEMPTS = 3

/**
 * Runs `work` in one transaction with its events, and delivers them here before answering, so the
 * caller's own streams have heard of the change when the call returns. A transaction the database
 * rolled back to break a deadlock runs again, so the caller never sees it.
 */
export async function commitWithEvents<T>(
  deps: Pick<CoreDeps, 'db' | 'bus'>,
  work: (tx: Executor) => Promise<StepResult<T>>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      let written: WrittenRun | undefined
      const answer = await deps.db.transaction(async (tx) => {
        const { answer, events } = await work(tx)
        written = await recordEvents(tx, events)
        return answer
      })
      if (written !== undefined) await deps.bus.deliverCommitted(written)
      return answer
    } catch (error) {
      if (attempt >= ATTEMPTS || !isTransactionConflict(error)) throw error
    }
  }
}

/** `commitWithEvents` for a change nobody needs to hear of: the same transaction and the same retries. */
export function commit<T>(
  deps: Pick<CoreDeps, 'db' | 'bus'>,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  return commitWithEvents(deps, async (tx) => ({ answer: await work(tx), events: [] }))
}
