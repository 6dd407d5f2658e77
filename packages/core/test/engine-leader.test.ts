import { afterAll, beforeAll, expect, test } from 'bun:test'
import { createLocalSource, createRoundEngine } from '@pb/core'
import { type Database, rounds } from '@pb/db'
import { drawAt, roundOfDay } from '@pb/game'
import { eq } from 'drizzle-orm'
import { createSeededDb, gameDeps } from './support'

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
let database: Database

beforeAll(async () => {
  database = await createSeededDb()
}, 60_000)
afterAll(() => database.close())

test.if(onPostgres)('one engine leads; the other waits and takes over when the leader stops', async () => {
  const round = roundOfDay('2026-11-28', 60)
  const game = gameDeps(database, new Date(drawAt(round).getTime() - 100_000))
  const options = {
    database,
    bus: game.bus,
    clock: game.clock,
    beacon: await createLocalSource(database.db, game.clock),
    onError: (e: unknown) => {
      throw e
    },
  }
  const first = createRoundEngine(options)
  const second = createRoundEngine(options)
  await first.tick()
  await second.tick()
  expect([first.isLeader, second.isLeader]).toEqual([true, false])

  await first.stop()
  game.clock.set(new Date(drawAt(round).getTime() + 1_000))
  await second.tick()
  expect(second.isLeader).toBe(true)
  const [row] = await database.db.select().from(rounds).where(eq(rounds.roundNo, round))
  expect(row?.status).toBe('SETTLED')
  await second.stop()
})
