/**
 * bench:results: the members' results and statistics with 100,000 drawn rounds in the table, on
 * Postgres. Times, in this process, the statistics over the last 1,000 rounds: the first call of a
 * server (it loads a year of rounds), calls after it, and the call that follows a new draw (it reads
 * the changed round and computes again); then the other windows and a day's results.
 * Target: a call over 1,000 rounds ≤ 20 ms once the server has started.
 */
import { createManualClock } from '@pb/core/clock'
import { useCaseContext } from '@pb/core/context'
import { resultsOfDay } from '@pb/core/draw-history/results-of-day'
import { resultsInput, statisticsInput } from '@pb/core/draw-history/schemas'
import { statistics } from '@pb/core/draw-history/statistics'
import { createOutboxBus } from '@pb/core/events/outbox-bus'
import { queryRows } from '@pb/db'
import { drawAt, gameDate, roundRunningAt } from '@pb/game'
import { sql } from 'drizzle-orm'
import { fillRounds } from './fill-rounds'
import { countOptions, createBenchDb, machineLoad, percentile, verdict } from './support'

const { rounds: ROUNDS, calls: CALLS } = countOptions({ rounds: 100_000, calls: 200 })
const TARGET_MS = 20
// The newest round drawn a few minutes ago: a drawn round's result never changes in the future.
const first = roundRunningAt(new Date()) - ROUNDS - 2
const newest = first + ROUNDS - 1

const database = await createBenchDb()
try {
  console.log(
    `bench:results on ${database.name} (Postgres; use cases called in this process); ${machineLoad()}`,
  )
  const filling = performance.now()
  await fillRounds(database, first, ROUNDS + 1, drawAt(newest))
  const [filled] = await queryRows<{ drawn: number; total: number }>(
    database.db,
    sql`select count(*) filter (where status = 'SETTLED')::int as drawn, count(*)::int as total from rounds`,
  )
  console.log(
    `${filled?.drawn} drawn rounds of ${filled?.total} written in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  )
  await database.db.execute(sql`analyze rounds`)
  const clock = createManualClock(new Date(drawAt(newest).getTime() + 10_000))
  const ctx = useCaseContext({ db: database.db, bus: createOutboxBus(database.db), clock }, null)
  const overRounds = (rounds: number) => statistics(ctx, statisticsInput.parse({ rounds }))

  const time = async (call: () => Promise<unknown>) => {
    const started = performance.now()
    await call()
    return performance.now() - started
  }
  const series = async (call: () => Promise<unknown>) => {
    const ms: number[] = []
    for (let i = 0; i < CALLS; i++) ms.push(await time(call))
    return ms.sort((a, b) => a - b)
  }
  const show = (label: string, ms: number[]) =>
    console.log(
      `${label.padEnd(40)} p50 ${percentile(ms, 50).toFixed(2)} ms, p99 ${percentile(ms, 99).toFixed(2)} ms, ` +
        `max ${Math.max(...ms).toFixed(2)} ms (${ms.length} calls)`,
    )

  const cold = await time(() => overRounds(1_000))
  console.log(`${'first call of a server (loads a year)'.padEnd(40)} ${cold.toFixed(1)} ms`)
  const warm = await series(() => overRounds(1_000))
  show('rounds=1000', warm)

  // A new draw: the next round is written as the engine writes it, and the next call sees it.
  const afterDraw: number[] = []
  for (let draw = 1; draw <= 5; draw++) {
    const round = newest + draw
    await database.db.execute(sql`
      update rounds set status = 'SETTLED', draw_order = '[1, 2, 3, 4, 5]', powerball = 0, number_sum = 15,
        powerball_odd_even = 'EVEN', powerball_under_over = 'UNDER', number_odd_even = 'ODD',
        number_under_over = 'UNDER', number_size = 'SMALL', source = 'RNG'
      where round_no = ${round}`)
    await database.db.execute(sql`
      insert into rounds (round_no, game_date, today_round, draw_at, status)
      values (${round + 1}, ${clock.now().toISOString().slice(0, 10)}, 1, ${drawAt(round + 1).toISOString()}, 'OPEN')`)
    clock.set(new Date(drawAt(round).getTime() + 10_000))
    let seen = 0
    afterDraw.push(
      await time(async () => {
        seen = (await overRounds(1_000)).lastRound ?? 0
      }),
    )
    if (seen !== round) throw new Error(`the call after round ${round}'s draw saw ${seen}`)
  }
  afterDraw.sort((a, b) => a - b)
  show('rounds=1000 right after a draw', afterDraw)
  for (const rounds of [100, 288]) show(`rounds=${rounds}`, await series(() => overRounds(rounds)))
  for (const days of [7, 30]) {
    const firstCall = await time(() => statistics(ctx, statisticsInput.parse({ days })))
    const calls = await series(() => statistics(ctx, statisticsInput.parse({ days })))
    show(`days=${days} (first ${firstCall.toFixed(1)} ms)`, calls)
  }
  show(
    "a day's results, page 1",
    await series(() => resultsOfDay(ctx, resultsInput.parse({ date: gameDate(newest - 288) }))),
  )
  console.log(machineLoad())
  verdict('bench:results', [
    { label: `rounds=1000 p99 ≤ ${TARGET_MS} ms`, ok: percentile(warm, 99) <= TARGET_MS },
    { label: `right after a draw ≤ ${TARGET_MS} ms`, ok: Math.max(...afterDraw) <= TARGET_MS },
  ])
} finally {
  await database.close()
}
