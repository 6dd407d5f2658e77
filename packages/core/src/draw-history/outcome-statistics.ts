import {
  type DrawnRound,
  type OutcomeField,
  outcomeFieldNames,
  outcomeFields,
  outcomesOf,
} from './drawn-round'

interface Streak {
  value: string | null
  length: number
}

/** How often each value of a field came up, and its current and longest run. */
interface FieldStatistics {
  values: { value: string; count: number; share: number }[]
  streak: Streak
  longest: Streak & { lastRound: number | null }
}

/** How often a ball came up and how many rounds ago it last did (0: in the newest round). */
interface BallStatistics {
  value: number
  count: number
  share: number
  sinceLastSeen: number | null
}

interface BallGroup {
  values: BallStatistics[]
  /** The most and the least frequent values (ties all listed). */
  mostFrequent: number[]
  leastFrequent: number[]
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const POWERBALLS = range(0, 9)
const NORMAL_BALLS = range(1, 28)

function fieldStatistics(
  window: DrawnRound[],
  outcomes: Record<OutcomeField, string>[],
  field: OutcomeField,
): FieldStatistics {
  const total = window.length
  const counts = new Map<string, number>()
  let current: Streak = { value: null, length: 0 }
  let longest: FieldStatistics['longest'] = { value: null, length: 0, lastRound: null }
  for (const [index, round] of window.entries()) {
    const value = outcomes[index]?.[field] ?? ''
    counts.set(value, (counts.get(value) ?? 0) + 1)
    current = current.value === value ? { value, length: current.length + 1 } : { value, length: 1 }
    // A later run of the same length does not replace the earlier one: the first to reach it is longest.
    if (current.length > longest.length) longest = { ...current, lastRound: round.roundNo }
  }
  return {
    values: outcomeFields[field].map((value) => {
      const count = counts.get(value) ?? 0
      return { value, count, share: total ? count / total : 0 }
    }),
    streak: current,
    longest,
  }
}

/**
 * Counts of each ball over the window and rounds since it was last seen over all of `history`
 * (oldest first; the window is its tail).
 */
function ballGroup(
  window: DrawnRound[],
  history: DrawnRound[],
  values: number[],
  seenIn: (round: DrawnRound, value: number) => boolean,
): BallGroup {
  const total = window.length
  const stats = values.map((value) => {
    const count = window.filter((round) => seenIn(round, value)).length
    let sinceLastSeen: number | null = null
    for (let back = 0; back < history.length; back++) {
      const round = history[history.length - 1 - back]
      if (round && seenIn(round, value)) {
        sinceLastSeen = back
        break
      }
    }
    return { value, count, share: total ? count / total : 0, sinceLastSeen }
  })
  const counts = stats.map((ball) => ball.count)
  const most = Math.max(...counts)
  const least = Math.min(...counts)
  return {
    values: stats,
    mostFrequent: total ? stats.filter((ball) => ball.count === most).map((ball) => ball.value) : [],
    leastFrequent: total ? stats.filter((ball) => ball.count === least).map((ball) => ball.value) : [],
  }
}

/**
 * Every figure of the statistics over `window` (drawn rounds, oldest first), which ends with the newest
 * round of `history`.
 */
export function outcomeStatistics(window: DrawnRound[], history: DrawnRound[]) {
  const outcomes = window.map(outcomesOf)
  return {
    totalRounds: window.length,
    fields: Object.fromEntries(
      outcomeFieldNames.map((field) => [field, fieldStatistics(window, outcomes, field)]),
    ) as Record<OutcomeField, FieldStatistics>,
    powerballs: ballGroup(window, history, POWERBALLS, (round, value) => round.powerball === value),
    balls: ballGroup(window, history, NORMAL_BALLS, (round, value) => (round.balls & (1 << value)) !== 0),
  }
}
