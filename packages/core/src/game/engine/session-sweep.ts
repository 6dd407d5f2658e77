import type { Db } from '@pb/db'
import { revokeExpiredSessions } from '../../auth/end-sessions'
import { recordEvents } from '../../events/outbox'
import type { Job } from './leader-scheduler'

/** How often the leader ends the sessions past their lifetime. */
const SESSION_SWEEP_MS = 60_000

/**
 * A session past its lifetime is refused anyway; ending it, with the events that say so, closes
 * the event streams it opened, which nothing else would.
 */
export function sessionSweepJob(db: Db): Job {
  return {
    name: 'session-sweep',
    everyMs: SESSION_SWEEP_MS,
    async run(now) {
      await db.transaction(async (tx) => recordEvents(tx, await revokeExpiredSessions(tx, now)))
    },
  }
}
