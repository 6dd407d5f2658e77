import { type Db, rounds } from '@pb/db'
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm'
import type { BeaconSource } from '../../beacon/source'
import { recordLateResult } from '../late-beacon'
import { saltOf } from './beacon-salt'
import type { Job } from './leader-scheduler'

/** How often the leader asks for the values of rounds voided late. */
const LATE_RESULTS_MS = 30_000
/** How long after its draw time a voided round's value is still asked for. */
const ASKED_FOR_MS = 24 * 3600 * 1000

/**
 * Values that came for rounds voided because their beacon was late, in the last day: kept with the
 * result they would have given (docs/game-rules.md §2a), so a pattern of voided rounds can be checked.
 */
export function lateResultsJob(db: Db, beacon: BeaconSource): Job {
  return {
    name: 'late-results',
    everyMs: LATE_RESULTS_MS,
    async run(now) {
      const waiting = await db
        .select({ roundNo: rounds.roundNo })
        .from(rounds)
        .where(
          and(
            eq(rounds.voidReason, 'BEACON_LATE'),
            isNull(rounds.beaconRound),
            isNotNull(rounds.seed),
            gt(rounds.drawAt, new Date(now.getTime() - ASKED_FOR_MS)),
          ),
        )
      for (const { roundNo } of waiting) {
        const salt = await saltOf(db, beacon, roundNo, now)
        if (salt) await recordLateResult(db, roundNo, salt)
      }
    },
  }
}
