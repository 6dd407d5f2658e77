import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createLocalSource } from '@pb/core/beacon/local-source'
import type { BeaconSource } from '@pb/core/beacon/source'
import { placeBet } from '@pb/core/betting/place-bet'
import { placeBetInput } from '@pb/core/betting/schemas'
import { useCaseContext } from '@pb/core/context'
import { betItems, type Database, queryRows, rounds } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { beaconRoundOf, CLOSES_BEFORE_DRAW_S, drawAt, roundOfDay } from '@pb/game'
import { eq, sql } from 'drizzle-orm'
import { roundLoopJob } from '../src/game/engine/round-loop'
import { BEACON_DEADLINE_MS } from '../src/game/late-beacon'
import { afterDraw, createSeededDb, fundedMember, gameDeps, ledgerMismatches } from './support'

let database: Database
beforeAll(async () => {
  database = await createSeededDb()
}, 60_000)
afterAll(() => database.close())

const round = roundOfDay('2026-11-25', 100)
const openAt = (roundNo: number) => new Date(drawAt(roundNo).getTime() - 150_000)

async function loopOf(game: Awaited<ReturnType<typeof gameDeps>>, beacon?: BeaconSource) {
  const errors: unknown[] = []
  const job = roundLoopJob({
    db: database.db,
    driver: database.driver,
    bus: game.bus,
    beacon: beacon ?? (await createLocalSource(database.db, game.clock)),
    onError: (error) => errors.push(error),
  })
  const runAt = async (now: Date) => {
    game.clock.set(now)
    await job.run(now)
  }
  return { runAt, errors }
}

const statusOf = async (roundNo: number) =>
  (await database.db.select({ status: rounds.status }).from(rounds).where(eq(rounds.roundNo, roundNo)))[0]
    ?.status

async function moneyOf(userId: number) {
  const [row] = await queryRows<{ money: string }>(
    database.db,
    sql`select money from wallets where user_id = ${userId}`,
  )
  return Number(row?.money)
}

const bet = (
  game: Awaited<ReturnType<typeof gameDeps>>,
  member: Awaited<ReturnType<typeof fundedMember>>,
  roundNo: number,
) =>
  placeBet(
    useCaseContext(game.deps, member),
    placeBetInput.parse({ roundNo, items: [{ selectionCode: 'PB_ODD', stake: 10_000 }] }),
  )

describe(`the round loop on ${testDriver}`, () => {
  test('closes a round at its close time, and after downtime draws and settles every missed round in order', async () => {
    const game = await gameDeps(database, openAt(round))
    const loop = await loopOf(game)
    const member = await fundedMember(database, 50_000)
    await bet(game, member, round)
    await loop.runAt(new Date(drawAt(round).getTime() - CLOSES_BEFORE_DRAW_S * 1000))
    expect(await statusOf(round)).toBe('CLOSED')

    await loop.runAt(afterDraw(round + 2))
    expect([await statusOf(round), await statusOf(round + 1), await statusOf(round + 2)]).toEqual([
      'SETTLED',
      'SETTLED',
      'SETTLED',
    ])
    const results = game.events.flatMap((event) =>
      event.type === 'RESULT_SAVED' && event.roundNo >= round ? [event.roundNo] : [],
    )
    expect(results).toEqual([round, round + 1, round + 2])
    const [purchase] = await database.db
      .select({ status: betItems.status })
      .from(betItems)
      .where(eq(betItems.roundNo, round))
    expect(purchase?.status).not.toBe('PLACED')
    expect(await ledgerMismatches(database)).toEqual([])
    expect(loop.errors).toEqual([])
  }, 60_000)

  test('a round whose beacon has not come holds back the rounds after it, and is voided and refunded at its deadline', async () => {
    const late = round + 4
    const game = await gameDeps(database, openAt(late))
    const local = await createLocalSource(database.db, game.clock)
    // The relays have every value but the late round's.
    const withheld = beaconRoundOf(late, local.chain)
    const loop = await loopOf(game, {
      ...local,
      round: async (beaconRound) => (beaconRound === withheld ? null : local.round(beaconRound)),
    })
    const member = await fundedMember(database, 50_000)
    await bet(game, member, late)
    await loop.runAt(openAt(late))

    await loop.runAt(afterDraw(late + 1))
    // The next round has its value, but is not drawn (nor even made: nobody bet on it).
    expect([await statusOf(late), await statusOf(late + 1)]).toEqual(['CLOSED', undefined])
    expect(await moneyOf(member.userId)).toBe(40_000)

    await loop.runAt(new Date(drawAt(late).getTime() + BEACON_DEADLINE_MS))
    const [voided] = await database.db.select().from(rounds).where(eq(rounds.roundNo, late))
    expect(voided).toMatchObject({ status: 'VOID', voidReason: 'BEACON_LATE', beaconRound: null })
    expect(voided?.seed).toBeString()
    expect(await statusOf(late + 1)).toBe('SETTLED')
    expect(await moneyOf(member.userId)).toBe(50_000)
    expect(game.events.filter((e) => e.type === 'ROUND_VOIDED' && e.roundNo === late)).toHaveLength(1)
    expect(await ledgerMismatches(database)).toEqual([])
    expect(loop.errors).toEqual([])
  }, 60_000)
})
