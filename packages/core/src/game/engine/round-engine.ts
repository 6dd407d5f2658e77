import type { Database } from '@pb/db'
import type { BeaconSource } from '../../beacon/source'
import type { Clock } from '../../clock'
import type { EventBus } from '../../events/types'
import { createLeadership } from '../leadership'
import { beaconWatchJobs } from './beacon-watch'
import { lateResultsJob } from './late-results'
import { createLeaderScheduler } from './leader-scheduler'
import { pruningJob } from './pruning'
import { roundLoopJob } from './round-loop'
import { sessionSweepJob } from './session-sweep'

export interface RoundEngineOptions {
  database: Database
  bus: EventBus
  clock: Clock
  /** Where draws of version 2 get their beacon values (docs/game-rules.md §2a). */
  beacon: BeaconSource
  /** How often the leader looks at the clock. */
  tickMs?: number
  /** Names this server instance where the operator reads who leads (`engine_leadership`). */
  instanceId?: string
  /** Hears every failure; `job` names the job that failed, when one did. */
  onError?: (error: unknown, job?: string) => void
  /** How long each settlement took, in seconds, for the metrics. */
  onSettled?: (seconds: number) => void
}

/**
 * Runs the game: on Postgres only the holder of an advisory lock leads, and only the leader runs the
 * engine's jobs, each on its own interval of the game clock (docs/operations.md §2). Its writes go
 * through transactions fenced by its epoch, so one that lost the lead unnoticed writes nothing.
 */
export function createRoundEngine({
  database,
  bus,
  clock,
  beacon,
  tickMs = 1000,
  instanceId = 'server',
  onError = console.error,
  onSettled,
}: RoundEngineOptions) {
  const leadership = createLeadership(database, instanceId)
  const db = leadership.fenced(database.db)
  return createLeaderScheduler({
    leadership,
    leadsAtStart: database.driver === 'pglite',
    clock,
    tickMs,
    onError,
    jobs: [
      ...beaconWatchJobs(db, beacon),
      roundLoopJob({ db, driver: database.driver, bus, beacon, onError, onSettled }),
      lateResultsJob(db, beacon),
      sessionSweepJob({ db, bus }),
      pruningJob(db),
    ],
    // What the jobs committed reaches this instance's streams now, not at the wake-up.
    afterTick: () => bus.deliverCommitted(),
  })
}
