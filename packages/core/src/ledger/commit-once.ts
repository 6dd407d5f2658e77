import type { Executor } from '@pb/db'
import type { CoreDeps } from '../context'
import type { GameEvent } from '../events/types'
import { commitWithEvents, type StepResult } from '../unit-of-work'
import { onceForKey } from './idempotency'

/**
 * Runs one money-moving step with its events, once per Idempotency-Key: a replay answers the first
 * result and records nothing, since whoever listened already heard it the first time.
 */
export function commitOnce<T>(
  deps: Pick<CoreDeps, 'db' | 'bus'>,
  key: { userId: number; key: string | undefined; request: unknown },
  step: (tx: Executor) => Promise<StepResult<T>>,
): Promise<T> {
  return commitWithEvents(deps, async (tx) => {
    let events: GameEvent[] = []
    const answer = await onceForKey(tx, key, async () => {
      const result = await step(tx)
      events = result.events
      return result.answer
    })
    return { answer, events }
  })
}
