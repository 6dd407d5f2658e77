import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import type { Actor } from '@pb/core/auth/actor'
import { useCaseContext } from '@pb/core/context'
import { statisticsInput } from '@pb/core/draw-history/schemas'
import { statistics } from '@pb/core/draw-history/statistics'
import { drawRound } from '@pb/core/game/draw-round'
import { setManualResult } from '@pb/core/game/manual-result'
import { resettleRound } from '@pb/core/game/resettle-round'
import { resettleInput } from '@pb/core/game/schemas'
import { settleRound } from '@pb/core/game/settle-round'
import { voidRound } from '@pb/core/game/void-round'
import { localSalt } from '@pb/core/testing'
import { type Database, rounds } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { drawAt, roundOfDay } from '@pb/game'
import { eq } from 'drizzle-orm'
import { ADMIN_PASSWORD, actorOf, afterDraw, createSeededDb, gameDeps, granting } from './support'

/*
 * The public result statistics, checked against a count of this file's own over the rounds
 * themselves, after the engine's own writes: three game days of draws and settlements (one round drawn at
 * midnight, which belongs to the day before), a round voided before its draw, an operator's result
 * corrected after its round was settled, and today's day still under way.
 */

const days = ['2026-12-08', '2026-12-09', '2026-12-10'] as const
const today = days[2]
const outcomeColumns = {
  powerballOddEven: 'powerball_odd_even',
  powerballUnderOver: 'powerball_under_over',
  numberOddEven: 'number_odd_even',
  numberUnderOver: 'number_under_over',
  numberSize: 'number_size',
} as const
type Field = keyof typeof outcomeColumns
const fields = Object.keys(outcomeColumns) as Field[]

const voided = roundOfDay(days[1], 5)
const corrected = roundOfDay(days[1], 10)
/** Today's rounds 1…3 are drawn; round 4 draws after "now". */
const now = new Date(drawAt(roundOfDay(today, 4)).getTime() - 60_000)

let database: Database
let admin: Actor
let game: Awaited<ReturnType<typeof gameDeps>>

const approval = () => ({ proposedBy: admin.userId, reason: '입력 정정' })

/** Draws a round on its beacon value (or on the operator's result entered before it opened). */
async function draw(round: number, options: { settle?: boolean; manual?: boolean } = {}) {
  const salt = options.manual ? null : await localSalt(database.db, round)
  expect(await drawRound(game.deps, round, afterDraw(round), salt)).toBe(true)
  if (options.settle) expect(await settleRound(database, round, afterDraw(round))).not.toBeNull()
}

/** Every drawn round (DRAWN or SETTLED), read straight from `rounds`. */
async function drawnRounds() {
  const rows = await database.db.select().from(rounds).orderBy(rounds.roundNo)
  return rows.filter((row) => row.status === 'DRAWN' || row.status === 'SETTLED')
}

/** This file's own count of one day's (or every day's) outcomes: `outcome/value` → rounds. */
function countOf(rows: Awaited<ReturnType<typeof drawnRounds>>) {
  const counts = new Map<string, number>()
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1)
  for (const row of rows) {
    add(`powerball/${row.powerball}`)
    for (const field of fields) add(`${outcomeColumns[field]}/${row[field]}`)
  }
  return counts
}

beforeAll(async () => {
  database = await createSeededDb()
  admin = await actorOf(database, 'admin', ADMIN_PASSWORD, 'admin')
  game = await gameDeps(database, new Date(drawAt(roundOfDay(days[0], 1)).getTime() - 600_000))
  const asAdmin = () => useCaseContext(game.deps, admin)

  for (let k = 1; k <= 4; k++) await draw(roundOfDay(days[0], k), { settle: true })
  // Drawn at 00:00 of the next date: the 288th round of the day before.
  await draw(roundOfDay(days[0], 288), { settle: true })

  for (let k = 1; k <= 3; k++) await draw(roundOfDay(days[1], k))
  game.clock.set(new Date(drawAt(voided).getTime() - 120_000))
  await voidRound(granting(asAdmin(), 'rounds.propose'), { roundNo: voided, reason: '점검' })
  game.clock.set(new Date(drawAt(corrected).getTime() - 290_000))
  await setManualResult(
    granting(asAdmin(), 'rounds.propose'),
    { roundNo: corrected, normalBalls: [1, 2, 3, 4, 5], powerBall: 1 },
    approval(),
  )
  await draw(corrected, { settle: true, manual: true })

  for (let k = 1; k <= 3; k++) await draw(roundOfDay(today, k))
  game.clock.set(now)
  // The operator's result corrected after its round was settled: every count of that day moves.
  await resettleRound(
    granting(asAdmin(), 'rounds.propose'),
    resettleInput.parse({
      roundNo: corrected,
      timeRange: { start: drawAt(corrected).toISOString(), end: drawAt(corrected).toISOString() },
      newResult: { normalBalls: [20, 21, 22, 23, 24], powerBall: 8 },
    }),
    approval(),
  )
}, 120_000)
afterAll(() => database.close())

describe(`the result statistics after draws, a void and a correction, on ${testDriver}`, () => {
  test('the scenario: a void never drawn, a corrected result, and today under way', async () => {
    const [voidRow] = await database.db.select().from(rounds).where(eq(rounds.roundNo, voided))
    const [correctedRow] = await database.db.select().from(rounds).where(eq(rounds.roundNo, corrected))
    expect(voidRow?.status).toBe('VOID')
    expect(correctedRow).toMatchObject({ status: 'SETTLED', powerball: 8, numberSum: 110 })
    const drawn = await drawnRounds()
    expect(drawn.map((row) => row.gameDate).filter((date) => date === today)).toHaveLength(3)
    expect(drawn).toHaveLength(5 + 4 + 3)
  })

  test('each window of days answers the same counts, shares and streaks as the rounds give', async () => {
    const drawn = await drawnRounds()
    const ctx = useCaseContext(game.deps, null)
    for (const [window, firstGameDate] of [
      [1, days[2]],
      [2, days[1]],
      [3, days[0]],
      [365, '2025-12-11'],
    ] as const) {
      const inWindow = drawn.filter((row) => row.gameDate >= firstGameDate)
      const own = countOf(inWindow)
      const answer = await statistics(ctx, statisticsInput.parse({ days: window }))
      expect({ window, firstGameDate: answer.firstGameDate, totalRounds: answer.totalRounds }).toEqual({
        window,
        firstGameDate,
        totalRounds: inWindow.length,
      })
      for (const { value, count, share } of answer.powerballs.values) {
        expect({ window, value, count }).toEqual({ window, value, count: own.get(`powerball/${value}`) ?? 0 })
        expect(share).toBeCloseTo(count / inWindow.length, 12)
      }
      const newestFirst = [...inWindow].reverse()
      for (const field of fields) {
        const answered = answer.fields[field]
        const counted = answered?.values
          .filter(({ count }) => count > 0)
          .map(({ value, count }): [string, number] => [value, count])
        const expected = [...own]
          .filter(([key]) => key.startsWith(`${outcomeColumns[field]}/`))
          .map(([key, count]): [string, number] => [key.split('/')[1] ?? '', count])
        expect({ window, field, counts: new Map(counted) }).toEqual({
          window,
          field,
          counts: new Map(expected),
        })
        const latest = newestFirst[0]?.[field] ?? null
        const length = newestFirst.findIndex((row) => row[field] !== latest)
        expect({ window, field, streak: answered?.streak }).toEqual({
          window,
          field,
          streak: { value: latest, length: length === -1 ? newestFirst.length : length },
        })
      }
    }
  })
})
