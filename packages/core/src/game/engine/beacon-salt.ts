import type { Db } from '@pb/db'
import { beaconRoundOf, beaconTimeOf } from '@pb/game'
import type { BeaconSource } from '../../beacon/source'
import { keepBeacon, keptBeacon } from '../../beacon/store'
import type { Salt } from '../draw-round'

/**
 * The verified value a round of draw version 2 is salted with (docs/game-rules.md §2a), once it is
 * published and fetched; kept, so it is fetched once.
 */
export async function saltOf(db: Db, beacon: BeaconSource, roundNo: number, now: Date): Promise<Salt | null> {
  const { chainHash } = beacon.chain
  const round = beaconRoundOf(roundNo, beacon.chain)
  const kept = await keptBeacon(db, chainHash, round)
  if (kept) return { chainHash, beacon: kept }
  if (beaconTimeOf(round, beacon.chain) > now.getTime()) return null
  const fetched = await beacon.round(round)
  if (!fetched) return null
  await keepBeacon(db, chainHash, fetched, now)
  return { chainHash, beacon: fetched }
}
