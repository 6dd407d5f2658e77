import { rounds } from '@pb/db'
import { and, desc, gte, inArray } from 'drizzle-orm'
import type { UseCaseContext } from '../context'
import { drawnStatuses } from './recent-results'

const outcomeFields = [
  'powerballOddEven',
  'powerballUnderOver',
  'numberOddEven',
  'numberUnderOver',
  'numberSize',
] as const

/** Count and share of every outcome value over the last `days` days, and each field's current streak. */
export async function statistics(ctx: UseCaseContext, input: { days: number }) {
  const { days } = input
  const since = new Date(ctx.clock.now().getTime() - days * 24 * 3600 * 1000)
  const rows = await ctx.db
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
