import type { Db } from '@pb/db'
import { beaconRoundOf, drawAt } from '@pb/game'
import { createLocalSource } from './beacon/local-source'
import { createManualClock } from './clock'
import type { Salt } from './game/draw-round'

/** For seeds that write a round's bets directly: its row, as the first bet on it creates it. */
export { ensureRoundRow } from './game/rounds'

/**
 * For tests and benchmarks that draw a version 2 round themselves: its beacon value signed with the
 * database's local key, as the engine would fetch it (docs/game-rules.md §2a).
 */
export async function localSalt(db: Db, roundNo: number): Promise<Salt> {
  const source = await createLocalSource(db, createManualClock(new Date(drawAt(roundNo).getTime() + 60_000)))
  const beacon = await source.round(beaconRoundOf(roundNo, source.chain))
  if (!beacon) throw new Error(`no local beacon for round ${roundNo}`)
  return { chainHash: source.chain.chainHash, beacon }
}

/**
 * Real time, except that a wait on purpose (the sign-in delay under attack) ends at once and is
 * recorded in `waits`: tests of the limits need not sit out the delays they cause.
 */
export function realTimeWithoutWaits() {
  const waits: number[] = []
  return {
    now: () => new Date(),
    sleep(ms: number) {
      waits.push(ms)
      return Promise.resolve()
    },
    waits,
  }
}
