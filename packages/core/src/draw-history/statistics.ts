import type { Db } from '@pb/db'
import { gameDate, kstDateOf, roundRunningAt } from '@pb/game'
import type { z } from 'zod'
import type { UseCaseContext } from '../context'
import type { DrawnRound } from './drawn-round'
import { freshUntil } from './fresh-until'
import { drawHistory, HISTORY_DAYS } from './history-store'
import { outcomeStatistics } from './outcome-statistics'
import { patternBoards } from './pattern-boards'
import type { statisticsInput } from './schemas'

const DEFAULT_DAYS = 30
/** A board longer than this shows its newest rounds only: nobody reads a thousand columns back. */
const BOARD_ROUNDS = 1_000

const DAY_MS = 24 * 3600 * 1000

/** The KST game day `back` days before `day`. */
const daysBefore = (day: string, back: number) =>
  kstDateOf(new Date(Date.parse(`${day}T12:00:00+09:00`) - back * DAY_MS))

/** Exactly one of the two is set. */
interface Window {
  rounds: number | null
  days: number | null
}

function windowOf(input: z.infer<typeof statisticsInput>): Window {
  if (input.rounds !== undefined) return { rounds: input.rounds, days: null }
  return { rounds: null, days: input.days ?? DEFAULT_DAYS }
}

/** The window's rounds: the tail of `history` (oldest first). */
function roundsIn(history: DrawnRound[], window: Window, today: string): DrawnRound[] {
  if (window.rounds !== null) return history.slice(-window.rounds)
  const firstDay = daysBefore(today, (window.days ?? DEFAULT_DAYS) - 1)
  let start = history.length
  while (start > 0 && (history[start - 1]?.gameDate ?? '') >= firstDay) start--
  return history.slice(start)
}

function compute(history: DrawnRound[], window: Window, today: string) {
  const inWindow = roundsIn(history, window, today)
  return {
    gameCode: 'powerball' as const,
    ...window,
    firstGameDate:
      window.days !== null ? daysBefore(today, window.days - 1) : (inWindow[0]?.gameDate ?? today),
    firstRound: inWindow[0]?.roundNo ?? null,
    lastRound: inWindow.at(-1)?.roundNo ?? null,
    ...outcomeStatistics(inWindow, history),
    boards: patternBoards(inWindow.slice(-BOARD_ROUNDS)),
  }
}

type Statistics = ReturnType<typeof compute>

// Answers per database and window, valid while the history has not changed; a few dozen windows at
// most, so that asking for every possible window cannot fill the memory.
const MAX_CACHED = 32
const answers = new WeakMap<Db, Map<string, { version: number; answer: Statistics }>>()

/**
 * Count and share of every outcome (the combinations too), of each powerball digit and normal ball
 * with the rounds since each was last seen, each outcome's current and longest streak, and the
 * pattern boards, over the last `rounds` drawn rounds or `days` game days (docs/game-rules.md §9).
 * Served from the drawn rounds kept in memory; a window's answer is computed once per change of the
 * results.
 */
export async function statistics(ctx: UseCaseContext, input: z.infer<typeof statisticsInput>) {
  const today = gameDate(roundRunningAt(ctx.clock.now()))
  const window = windowOf(input)
  const { rounds: history, version } = await drawHistory(ctx.db, daysBefore(today, HISTORY_DAYS - 1))
  let cache = answers.get(ctx.db)
  if (!cache) {
    cache = new Map()
    answers.set(ctx.db, cache)
  }
  const key = `${today}:${window.rounds ?? ''}:${window.days ?? ''}`
  const cached = cache.get(key)
  const answer = cached?.version === version ? cached.answer : compute(history, window, today)
  if (cached?.answer !== answer) {
    for (const [other, entry] of cache) if (entry.version !== version) cache.delete(other)
    cache.delete(key)
    cache.set(key, { version, answer })
    const oldest = cache.keys().next().value
    if (cache.size > MAX_CACHED && oldest !== undefined) cache.delete(oldest)
  }
  return { ...answer, freshUntil: freshUntil(ctx.clock.now(), answer.lastRound) }
}
