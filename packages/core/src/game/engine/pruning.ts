import type { Db } from '@pb/db'
import { pruneSpentRows } from '../../auth/prune-spent-rows'
import type { Job } from './leader-scheduler'

/** How often the leader deletes what nothing reads any more. */
const PRUNE_MS = 60_000

/** Without it, old password attempts, spent event tickets and old outbox runs would pile up for ever. */
export function pruningJob(db: Db): Job {
  return {
    name: 'pruning',
    everyMs: PRUNE_MS,
    async run(now) {
      await pruneSpentRows(db, now)
    },
  }
}
