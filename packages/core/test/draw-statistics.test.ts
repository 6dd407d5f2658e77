import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import { useCaseContext } from '@pb/core/context'
import { resultsOfDay } from '@pb/core/draw-history/results-of-day'
import { statistics } from '@pb/core/draw-history/statistics'
import { type Database, queryRows, rounds } from '@pb/db'
import { createTestDb, testDriver } from '@pb/db/testing'
import { drawAt, gameDate, outcomeOf, roundOfDay, todayRound } from '@pb/game'
import { eq, sql } from 'drizzle-orm'
import { silentBus } from './support'

/**
 * The members' statistics and boards against a count of our own over the rounds table: every figure
 * is recomputed here from the rows, by a plain loop or by SQL, never by the code under test.
 */
const DAY = '2026-11-20'
const FIRST = roundOfDay(DAY, 1)
const DRAWN = 700

// A small deterministic generator, so a failure can be replayed.
function generator(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

function randomDraw(next: () => number) {
  const pool = Array.from({ length: 28 }, (_, i) => i + 1)
  const balls: number[] = []
  while (balls.length < 5) balls.push(...pool.splice(Math.floor(next() * pool.length), 1))
  return { balls, powerball: Math.floor(next() * 10) }
}

function roundRow(roundNo: number, draw: { balls: number[]; powerball: number }) {
  const outcome = outcomeOf(draw.balls, draw.powerball)
  return {
    roundNo,
    gameDate: gameDate(roundNo),
    todayRound: todayRound(roundNo),
    drawAt: drawAt(roundNo),
    status: 'SETTLED' as const,
    drawOrder: draw.balls,
    powerball: draw.powerball,
    numberSum: outcome.numberSum,
    powerballOddEven: outcome.powerballOddEven,
    powerballUnderOver: outcome.powerballUnderOver,
    numberOddEven: outcome.numberOddEven,
    numberUnderOver: outcome.numberUnderOver,
    numberSize: outcome.numberSize,
    source: 'RNG' as const,
  }
}

let database: Database
const now = new Date(drawAt(FIRST + DRAWN).getTime() + 60_000)
const ctx = () =>
  useCaseContext({ db: database.db, bus: silentBus(database), clock: createManualClock(now) }, null)

/** The drawn rounds, newest last, as the database has them now. */
async function drawnRows() {
  return queryRows<{
    round_no: number
    game_date: string
    draw_order: number[]
    powerball: number
    powerball_odd_even: string
    number_odd_even: string
    number_under_over: string
    number_size: string
  }>(database.db, sql`select * from rounds where status in ('DRAWN', 'SETTLED') order by round_no`)
}

function runsOf(values: string[]) {
  const runs: { value: string; length: number }[] = []
  for (const value of values) {
    const last = runs.at(-1)
    if (last?.value === value) last.length++
    else runs.push({ value, length: 1 })
  }
  return runs
}

describe(`members' results and statistics, on ${testDriver}`, () => {
  beforeAll(async () => {
    database = await createTestDb()
    const next = generator(7)
    const rows = Array.from({ length: DRAWN }, (_, i) => roundRow(FIRST + i, randomDraw(next)))
    for (let i = 0; i < rows.length; i += 200) await database.db.insert(rounds).values(rows.slice(i, i + 200))
    // A voided round never counts, and the open round has no result yet.
    await database.db
      .update(rounds)
      .set({ status: 'VOID', voidReason: 'OPERATOR' })
      .where(eq(rounds.roundNo, FIRST + 300))
    await database.db.insert(rounds).values({
      roundNo: FIRST + DRAWN,
      gameDate: gameDate(FIRST + DRAWN),
      todayRound: todayRound(FIRST + DRAWN),
      drawAt: drawAt(FIRST + DRAWN),
      status: 'OPEN',
    })
  })
  afterAll(() => database.close())

  test('the last N rounds: every outcome, ball and streak as counted over the rows', async () => {
    for (const n of [100, 288]) {
      const answer = await statistics(ctx(), { gameCode: 'powerball', rounds: n })
      const rows = (await drawnRows()).slice(-n)
      expect(answer.totalRounds).toBe(n)
      expect(answer.firstRound).toBe(rows[0]?.round_no ?? null)
      expect(answer.lastRound).toBe(rows.at(-1)?.round_no ?? null)
      const odd = rows.filter((row) => row.powerball_odd_even === 'ODD').length
      expect(answer.fields.powerballOddEven.values).toEqual([
        { value: 'ODD', count: odd, share: odd / n },
        { value: 'EVEN', count: n - odd, share: (n - odd) / n },
      ])
      const combos = rows.map((row) => `${row.number_odd_even}_${row.number_size}`)
      for (const { value, count } of answer.fields.numberOddEvenSize.values)
        expect(count).toBe(combos.filter((combo) => combo === value).length)
      for (const ball of answer.balls.values)
        expect(ball.count).toBe(rows.filter((row) => row.draw_order.includes(ball.value)).length)
      for (const pb of answer.powerballs.values)
        expect(pb.count).toBe(rows.filter((row) => row.powerball === pb.value).length)
      const sizes = runsOf(rows.map((row) => row.number_size))
      expect(answer.fields.numberSize.streak).toEqual(sizes.at(-1) ?? { value: null, length: 0 })
      expect(answer.fields.numberSize.longest.length).toBe(Math.max(...sizes.map((run) => run.length)))
      expect(answer.boards.numberSize.map(({ value, length }) => ({ value, length }))).toEqual(sizes)
    }
  })

  test('rounds since each ball was last seen, and the most and least frequent', async () => {
    const answer = await statistics(ctx(), { gameCode: 'powerball', rounds: 100 })
    const newestFirst = (await drawnRows()).reverse()
    for (const ball of answer.balls.values) {
      const back = newestFirst.findIndex((row) => row.draw_order.includes(ball.value))
      expect(ball.sinceLastSeen).toBe(back === -1 ? null : back)
    }
    const counts = answer.balls.values.map((ball) => ball.count)
    for (const value of answer.balls.mostFrequent)
      expect(answer.balls.values[value - 1]?.count).toBe(Math.max(...counts))
    for (const value of answer.balls.leastFrequent)
      expect(answer.balls.values[value - 1]?.count).toBe(Math.min(...counts))
  })

  test('a window of days counts the drawn rounds of those game days, by SQL', async () => {
    const answer = await statistics(ctx(), { gameCode: 'powerball', days: 2 })
    const [counted] = await queryRows<{ rounds: number; big: number }>(
      database.db,
      sql`select count(*)::int as rounds, count(*) filter (where number_size = 'BIG')::int as big
          from rounds where status in ('DRAWN', 'SETTLED') and game_date >= ${answer.firstGameDate}`,
    )
    expect(answer.days).toBe(2)
    expect(answer.totalRounds).toBe(counted?.rounds ?? -1)
    expect(answer.fields.numberSize.values.find((value) => value.value === 'BIG')?.count).toBe(
      counted?.big ?? -1,
    )
  })

  test('a changed result, a void and a new draw show at the next call', async () => {
    const before = await statistics(ctx(), { gameCode: 'powerball', rounds: 50 })
    const last = before.lastRound ?? 0
    await database.db.update(rounds).set({ status: 'VOID' }).where(eq(rounds.roundNo, last))
    const corrected = roundRow(last - 1, { balls: [1, 2, 3, 4, 5], powerball: 0 })
    await database.db
      .update(rounds)
      .set(corrected)
      .where(eq(rounds.roundNo, last - 1))
    const after = await statistics(ctx(), { gameCode: 'powerball', rounds: 50 })
    expect(after.lastRound).toBe(last - 1)
    expect(after.balls.values[0]?.sinceLastSeen).toBe(0)
    expect(after.fields.numberSize.streak.value).toBe('SMALL')
  })

  test("a day's results: newest first, paged, voided rounds marked, a round found by its number", async () => {
    const day = gameDate(FIRST + 300)
    const page = await resultsOfDay(ctx(), { gameCode: 'powerball', date: day, page: 1, limit: 30 })
    const [counted] = await queryRows<{ rounds: number }>(
      database.db,
      sql`select count(*)::int as rounds from rounds where game_date = ${day} and status <> 'OPEN'`,
    )
    expect(page.pagination.total).toBe(counted?.rounds ?? -1)
    expect(page.items.map((item) => item.round)).toEqual(
      [...page.items.map((item) => item.round)].sort((a, b) => b - a),
    )
    const found = await resultsOfDay(ctx(), {
      gameCode: 'powerball',
      date: day,
      round: todayRound(FIRST + 300),
      page: 1,
      limit: 30,
    })
    expect(found.items).toHaveLength(1)
    expect(found.items[0]).toMatchObject({ round: FIRST + 300, status: 'VOID', voidReason: 'OPERATOR' })
    const global = await resultsOfDay(ctx(), { gameCode: 'powerball', round: FIRST + 5, page: 1, limit: 30 })
    expect(global.date).toBe(gameDate(FIRST + 5))
    expect(global.items[0]?.number).toEqual([...(global.items[0]?.drawOrder ?? [])].sort((a, b) => a - b))
  })
})
