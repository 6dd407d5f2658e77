import { revokeExpiredSessions } from '../../auth/end-sessions'
import type { CoreDeps } from '../../context'
import { commitWithEvents } from '../../unit-of-work'
import type { Job } from './leader-scheduler'

/** How often the leader ends the sessions past their lifetime. */
const SESSION_SWEEP_MS = 60_000

/**
 * A session past its lifetime is refused anyway; ending it, with the events that say so, closes
 * the event streams it opened, which nothing else would.
 */
export function sessionSweepJob(deps: Pick<CoreDeps, 'db' | 'bus'>): Job {
  return {
    name: 'session-sweep',
    everyMs: SESSION_SWEEP_MS,
    async run(now) {
      await commitWithEvents(deps, async (tx) => ({
        answer: undefined,
        events: await revokeExpiredSessions(tx, now),
      }))
    },
  }
}
