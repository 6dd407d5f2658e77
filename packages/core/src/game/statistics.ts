import { type RoundOutcomeKind, roundOutcomeDays, rounds } from '@pb/db'
import { gameDate, kstDateOf, roundRunningAt } from '@pb/game'
import { and, desc, gte, inArray, lt, sql } from 'drizzle-orm'
import type { UseCaseContext } from '../context'
import { drawnStatuses } from './recent-results'

/** The answer's outcome fields, each with its column's name in the daily counts and its values in order. */
const outcomeFields = {
  powerballOddEven: { kind: 'powerball_odd_even', values: ['ODD', 'EVEN'] },
  powerballUnderOver: { kind: 'powerball_under_over', values: ['UNDER', 'OVER'] },
  numberOddEven: { kind: 'number_odd_even', values: ['ODD', 'EVEN'] },
  numberUnderOver: { kind: 'number_under_over', values: ['UNDER', 'OVER'] },
  numberSize: { kind: 'number_size', values: ['SMALL', 'MID', 'BIG'] },
} as const satisfies Record<string, { kind: RoundOutcomeKind; values: readonly string[] }>
type OutcomeField = keyof typeof outcomeFields
const fieldNames = Object.keys(outcomeFields) as OutcomeField[]

/** Rounds read at a time, newest first, while a streak may still run. */
const STREAK_BATCH = 64

/** The first KST game day of the last `days` game days, today (the running round's day) included. */
function firstGameDay(now: Date, days: number): string {
  const today = gameDate(roundRunningAt(now))
  return kstDateOf(new Date(Date.parse(`${today}T12:00:00+09:00`) - (days - 1) * 24 * 3600 * 1000))
}

/** How many drawn rounds from `firstDay` on had each outcome value, summed from the daily counts. */
async function countsSince(ctx: UseCaseContext, firstDay: string) {
  const rows = await ctx.db
    .select({
      outcome: roundOutcomeDays.outcome,
      value: roundOutcomeDays.value,
      rounds: sql<number>`sum(${roundOutcomeDays.rounds})::int`,
    })
    .from(roundOutcomeDays)
    .where(gte(roundOutcomeDays.gameDate, firstDay))
    .groupBy(roundOutcomeDays.outcome, roundOutcomeDays.value)
  return (kind: RoundOutcomeKind, value: string) =>
    rows.find((row) => row.outcome === kind && row.value === value)?.rounds ?? 0
}

/**
 * Each field's current streak (its latest value and how many rounds in a row had it) within the
 * window: the newest rounds are read a batch at a time until every streak has ended, so a call reads
 * as many rounds as the longest streak, not the window.
 */
async function streaksSince(ctx: UseCaseContext, firstDay: string) {
  const streaks = Object.fromEntries(
    fieldNames.map((field) => [field, { value: null as string | null, length: 0 }]),
  ) as Record<OutcomeField, { value: string | null; length: number }>
  const running = new Set(fieldNames)
  let before: number | undefined
  while (running.size > 0) {
    const batch = await ctx.db
      .select({
        roundNo: rounds.roundNo,
        powerballOddEven: rounds.powerballOddEven,
        powerballUnderOver: rounds.powerballUnderOver,
        numberOddEven: rounds.numberOddEven,
        numberUnderOver: rounds.numberUnderOver,
        numberSize: rounds.numberSize,
      })
      .from(rounds)
      .where(
        and(
          inArray(rounds.status, [...drawnStatuses]),
          gte(rounds.gameDate, firstDay),
          before === undefined ? undefined : lt(rounds.roundNo, before),
        ),
      )
      .orderBy(desc(rounds.roundNo))
      .limit(STREAK_BATCH)
    for (const row of batch) {
      for (const field of running) {
        const value = row[field]
        const streak = streaks[field]
        streak.value ??= value
        if (value === streak.value) streak.length++
        else running.delete(field)
      }
    }
    if (batch.length < STREAK_BATCH) break
    before = batch.at(-1)?.roundNo
  }
  return streaks
}

/**
 * Count and share of every outcome value over the drawn rounds of the last `days` KST game days
 * (today included), and each field's current streak. The counts come from the per-day counts the
 * database keeps with every write of a round (`round_outcome_days`), so a year costs 365 days of
 * counts, not 105,000 rounds, and stays exact after manual results, corrections and voids.
 */
export async function statistics(ctx: UseCaseContext, input: { days: number }) {
  const { days } = input
  const firstDay = firstGameDay(ctx.clock.now(), days)
  const [countOf, streaks] = await Promise.all([countsSince(ctx, firstDay), streaksSince(ctx, firstDay)])
  const totalRounds = Array.from({ length: 10 }, (_, ball) => countOf('powerball', String(ball))).reduce(
    (sum, count) => sum + count,
    0,
  )
  const shareOf = (count: number) => (totalRounds ? count / totalRounds : 0)
  const fields = Object.fromEntries(
    fieldNames.map((field) => {
      const { kind, values } = outcomeFields[field]
      const counted = values
        .map((value) => ({ value, count: countOf(kind, value) }))
        .filter(({ count }) => count > 0)
        .map(({ value, count }) => ({ value, count, share: shareOf(count) }))
      return [field, { values: counted, streak: streaks[field] }]
    }),
  )
  const powerballs = Array.from({ length: 10 }, (_, ball) => {
    const count = countOf('powerball', String(ball))
    return { value: ball, count, share: shareOf(count) }
  })
  return { gameCode: 'powerball' as const, days, firstGameDate: firstDay, totalRounds, fields, powerballs }
}
