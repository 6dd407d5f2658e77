import { type Executor, rounds, seedDays } from '@pb/db'
import { clockAt, kstDateOf } from '@pb/game'
import { and, desc, eq, gte, inArray } from 'drizzle-orm'
import type { Clock } from '../clock'
import { type DrawResult, toDrawResult } from './draw-result'

const drawnStatuses = ['DRAWN', 'SETTLED'] as const

export async function recentResults(executor: Executor, limit: number): Promise<DrawResult[]> {
  const rows = await executor
    .select()
    .from(rounds)
    .where(inArray(rounds.status, [...drawnStatuses]))
    .orderBy(desc(rounds.roundNo))
    .limit(limit)
  return rows.map(toDrawResult)
}

/** The round being bet on, its phase and deadlines, and the last result, on the server's clock. */
export async function currentGame(executor: Executor, clock: Clock) {
  const now = clock.now()
  const state = clockAt(now)
  const [lastResult] = await recentResults(executor, 1)
  return {
    round: state.round,
    todayRound: state.todayRound,
    gameDate: state.gameDate,
    phase: state.phase,
    opensAt: state.opensAt.toISOString(),
    closesAt: state.closesAt.toISOString(),
    drawAt: state.drawAt.toISOString(),
    serverTime: now.toISOString(),
    lastResult: lastResult ?? null,
  }
}

/** The day's anchor and every drawn round of that KST game date with its revealed seed. */
export async function fairnessOf(executor: Executor, clock: Clock, date?: string) {
  const gameDate = date ?? kstDateOf(clock.now())
  const [day] = await executor
    .select({ anchor: seedDays.anchor })
    .from(seedDays)
    .where(eq(seedDays.gameDate, gameDate))
  const rows = await executor
    .select()
    .from(rounds)
    .where(and(eq(rounds.gameDate, gameDate), inArray(rounds.status, [...drawnStatuses])))
    .orderBy(rounds.roundNo)
  return { date: gameDate, anchor: day?.anchor ?? null, rounds: rows.map(toDrawResult) }
}

const outcomeFields = [
  'powerballOddEven',
  'powerballUnderOver',
  'numberOddEven',
  'numberUnderOver',
  'numberSize',
] as const

/** Count and share of every outcome value over the last `days` days, and each field's current streak. */
export async function statistics(executor: Executor, clock: Clock, days: number) {
  const since = new Date(clock.now().getTime() - days * 24 * 3600 * 1000)
  const rows = await executor
    .select()
    .from(rounds)
    .where(and(inArray(rounds.status, [...drawnStatuses]), gte(rounds.drawAt, since)))
    .orderBy(desc(rounds.roundNo))
  const fields = Object.fromEntries(
    outcomeFields.map((field) => {
      const counts = new Map<string, number>()
      for (const row of rows) {
        const value = row[field]
        if (value) counts.set(value, (counts.get(value) ?? 0) + 1)
      }
      const latest = rows[0]?.[field] ?? null
      let streak = 0
      while (latest && rows[streak]?.[field] === latest) streak++
      return [
        field,
        {
          values: [...counts].map(([value, count]) => ({
            value,
            count,
            share: rows.length ? count / rows.length : 0,
          })),
          streak: { value: latest, length: streak },
        },
      ]
    }),
  )
  const powerballs = Array.from({ length: 10 }, (_, ball) => {
    const count = rows.filter((row) => row.powerball === ball).length
    return { value: ball, count, share: rows.length ? count / rows.length : 0 }
  })
  return { gameCode: 'powerball' as const, days, totalRounds: rows.length, fields, powerballs }
}
