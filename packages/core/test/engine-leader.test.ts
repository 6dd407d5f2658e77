import { afterAll, beforeAll, expect, test } from 'bun:test'
import { createLocalSource } from '@pb/core/beacon/local-source'
import { createRoundEngine } from '@pb/core/game/engine/round-engine'
import { type Database, engineLeadership, queryRows, rounds } from '@pb/db'
import { drawAt, roundOfDay } from '@pb/game'
import { eq, sql } from 'drizzle-orm'
import { createLeadership, NotLeaderError } from '../src/game/leadership'
import { createSeededDb, gameDeps } from './support'

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
let database: Database

beforeAll(async () => {
  database = await createSeededDb()
}, 60_000)
afterAll(() => database.close())

test.if(onPostgres)('one engine leads; the other waits and takes over when the leader stops', async () => {
  const round = roundOfDay('2026-11-28', 60)
  const game = await gameDeps(database, new Date(drawAt(round).getTime() - 100_000))
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

/**
 * Ends the backend that holds the leader lock, as a network cut or a failover would, and waits (up
 * to 5 s) until it has ended, so its lock is free.
 */
async function cutLeaderConnection() {
  const ended = await queryRows<{ ended: boolean }>(
    database.db,
    sql`select pg_terminate_backend(pid, 5000) as ended from pg_locks
        where locktype = 'advisory' and classid = 0 and objid = 72610 and objsubid = 1 and granted
          and database = (select oid from pg_database where datname = current_database())`,
  )
  expect(ended).toEqual([{ ended: true }])
}

test.if(onPostgres)(
  "a leader cut from its database is fenced by the next leader's epoch, and steps down at its next look",
  async () => {
    const lost: Error[] = []
    const first = createLeadership(database, 'first')
    const second = createLeadership(database, 'second')
    expect(await first.confirm((error) => lost.push(error))).toBe(true)
    expect(await second.confirm(() => {})).toBe(false)

    await cutLeaderConnection()
    expect(await second.confirm(() => {})).toBe(true)
    expect(second.epoch).toBe((first.epoch ?? 0) + 1)

    // The first still believes it leads until it looks again: its writes are refused meanwhile.
    const write = (leadership: typeof first) =>
      leadership.fenced(database.db).transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        return 'written'
      })
    await expect(write(first)).rejects.toBeInstanceOf(NotLeaderError)
    expect(await write(second)).toBe('written')

    expect(await first.confirm((error) => lost.push(error))).toBe(false)
    expect(lost.map((error) => error.message)).toEqual([expect.stringContaining('leader lock lost')])
    const [record] = await database.db.select().from(engineLeadership)
    expect(record).toMatchObject({ epoch: second.epoch, instanceId: 'second' })
    await second.release()
  },
)

test.if(onPostgres)('after a cut, one engine draws and settles the round, once', async () => {
  const round = roundOfDay('2026-11-28', 80)
  const game = await gameDeps(database, new Date(drawAt(round).getTime() - 100_000))
  const errors: unknown[] = []
  const options = {
    database,
    bus: game.bus,
    clock: game.clock,
    beacon: await createLocalSource(database.db, game.clock),
    onError: (error: unknown) => errors.push(error),
  }
  const first = createRoundEngine({ ...options, instanceId: 'first' })
  const second = createRoundEngine({ ...options, instanceId: 'second' })
  await first.tick()
  await second.tick()
  expect([first.isLeader, second.isLeader]).toEqual([true, false])

  await cutLeaderConnection()
  game.clock.set(new Date(drawAt(round).getTime() + 1_000))
  await second.tick()
  await first.tick()
  expect([first.isLeader, second.isLeader]).toEqual([false, true])
  expect(errors).toEqual([expect.objectContaining({ message: expect.stringContaining('leader lock lost') })])
  const [row] = await database.db.select().from(rounds).where(eq(rounds.roundNo, round))
  expect(row?.status).toBe('SETTLED')
  expect(
    game.events.filter((event) => event.type === 'RESULT_SAVED' && event.roundNo === round),
  ).toHaveLength(1)
  await first.stop()
  await second.stop()
})
