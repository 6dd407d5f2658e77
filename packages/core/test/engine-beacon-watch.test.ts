import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createLocalSource } from '@pb/core/beacon/local-source'
import { announcedBeacon } from '@pb/core/beacon/store'
import { placeBet } from '@pb/core/betting/place-bet'
import { placeBetInput } from '@pb/core/betting/schemas'
import { createManualClock } from '@pb/core/clock'
import { useCaseContext } from '@pb/core/context'
import { beacons, type Database, rounds } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { drawAt, latestBeaconRoundAt, roundOfDay, roundRunningAt } from '@pb/game'
import { eq } from 'drizzle-orm'
import { beaconWatchJobs } from '../src/game/engine/beacon-watch'
import { createSeededDb, expectDomainError, fundedMember, quietDeps } from './support'

let database: Database
beforeAll(async () => {
  database = await createSeededDb()
}, 60_000)
afterAll(() => database.close())

describe(`the beacon watch on ${testDriver}`, () => {
  test('keeps the newest value and announces the chain; once it is a minute old, the running round takes no bets', async () => {
    const start = new Date(drawAt(roundOfDay('2026-11-26', 40)).getTime() - 200_000)
    const clock = createManualClock(start)
    const source = await createLocalSource(database.db, clock)
    const [latest, pause] = beaconWatchJobs(database.db, source)
    await latest.run(start)
    await pause.run(start)
    const kept = await database.db.select({ round: beacons.round }).from(beacons)
    expect(kept).toEqual([{ round: latestBeaconRoundAt(start, source.chain) }])
    expect(await announcedBeacon(database.db)).toEqual({ mode: 'local', chain: source.chain })
    const running = roundRunningAt(start)
    expect(await database.db.select().from(rounds).where(eq(rounds.roundNo, running))).toEqual([])

    // No newer value kept for just over a minute: betting on the running round pauses.
    const stale = new Date(start.getTime() + 61_000)
    await pause.run(stale)
    const paused = roundRunningAt(stale)
    const [row] = await database.db
      .select({ status: rounds.status })
      .from(rounds)
      .where(eq(rounds.roundNo, paused))
    expect(row?.status).toBe('CLOSED')
    const member = await fundedMember(database, 10_000)
    await expectDomainError(
      placeBet(
        useCaseContext(quietDeps(database, stale), member),
        placeBetInput.parse({ roundNo: paused, items: [{ selectionCode: 'PB_ODD', stake: 1_000 }] }),
      ),
      'BETTING_CLOSED',
    )
  })
})
