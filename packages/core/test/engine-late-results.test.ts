import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createLocalSource } from '@pb/core/beacon/local-source'
import { createManualClock } from '@pb/core/clock'
import { type Database, rounds } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { beaconRoundOf, drawAt, drawFromSeed, roundOfDay } from '@pb/game'
import { eq } from 'drizzle-orm'
import { revealVoidSeed } from '../src/game/draw-round'
import { lateResultsJob } from '../src/game/engine/late-results'
import { BEACON_DEADLINE_MS, voidForLateBeacon } from '../src/game/late-beacon'
import { ensureRoundRow } from '../src/game/rounds'
import { createSeededDb, quietDeps } from './support'

let database: Database
beforeAll(async () => {
  database = await createSeededDb()
}, 60_000)
afterAll(() => database.close())

/** A round as the round loop leaves it when its beacon did not come in time: void, its seed revealed. */
async function voidedLate(roundNo: number) {
  const deadline = new Date(drawAt(roundNo).getTime() + BEACON_DEADLINE_MS)
  await ensureRoundRow(database.db, roundNo)
  await voidForLateBeacon(quietDeps(database, deadline), roundNo, deadline)
  await revealVoidSeed(quietDeps(database, deadline), roundNo, deadline)
  return deadline
}

const rowOf = async (roundNo: number) =>
  (await database.db.select().from(rounds).where(eq(rounds.roundNo, roundNo)))[0]

describe(`late beacon results on ${testDriver}`, () => {
  test('a value come after all is kept with the result it would have given; a round voided over a day ago is left', async () => {
    const old = roundOfDay('2026-11-25', 50)
    const late = roundOfDay('2026-11-27', 50)
    await voidedLate(old)
    const now = await voidedLate(late)
    const source = await createLocalSource(database.db, createManualClock(now))

    await lateResultsJob(database.db, source).run(now)
    const row = await rowOf(late)
    expect(row).toMatchObject({ status: 'VOID', beaconRound: beaconRoundOf(late, source.chain) })
    expect(row?.lateResult).toEqual(await drawFromSeed(row?.seed ?? '', late, row?.beaconRandomness ?? ''))
    expect(await rowOf(old)).toMatchObject({ beaconRound: null, lateResult: null })
  })
})
