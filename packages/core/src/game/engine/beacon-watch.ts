import type { Db } from '@pb/db'
import { roundRunningAt } from '@pb/game'
import type { BeaconSource } from '../../beacon/source'
import { announceBeacon, beaconHealth, keepBeacon } from '../../beacon/store'
import { closeRound } from '../draw-round'
import { ensureRoundRow } from '../rounds'
import type { Job } from './leader-scheduler'

/** How often the leader asks for the newest beacon value. */
const LATEST_BEACON_MS = 5_000

/**
 * Watches the beacon's freshness (docs/game-rules.md §2a), as two jobs in this order: one keeps the
 * newest published value every 5 s; the other, at every tick, announces which chain draws use and,
 * while the newest value is stale, closes the running round (made first if no bet has made it yet),
 * so no bet waits on a beacon that may not come.
 */
export function beaconWatchJobs(db: Db, beacon: BeaconSource): [latest: Job, pause: Job] {
  let announced = false
  return [
    {
      name: 'beacon-latest',
      everyMs: LATEST_BEACON_MS,
      async run(now) {
        const latest = await beacon.latest()
        if (latest) await keepBeacon(db, beacon.chain.chainHash, latest, now)
      },
    },
    {
      name: 'beacon-pause',
      everyMs: 0,
      async run(now) {
        if (!announced) {
          await announceBeacon(db, beacon)
          announced = true
        }
        if ((await beaconHealth(db, beacon, now)).healthy) return
        const running = roundRunningAt(now)
        await ensureRoundRow(db, running)
        await closeRound(db, running)
      },
    },
  ]
}
