import { drawAt, gameDate, todayRound } from '@pb/game'
import type { QueryClient } from '@tanstack/react-query'
import { trpc } from '../../trpc/client'
import type { DayResult, DayResults, LiveEvent, ResultsInput } from '../../trpc/types'

type ResultSaved = Extract<LiveEvent, { type: 'RESULT_SAVED' }>

/**
 * The drawn round as the game calls show it, from the event alone. Its seed and beacon are not in the
 * event; no list shows them, and the next read brings them.
 */
function resultOf(event: ResultSaved, drawVersion: number) {
  return {
    round: event.roundNo,
    todayRound: todayRound(event.roundNo),
    gameDate: gameDate(event.roundNo),
    time: drawAt(event.roundNo).toISOString(),
    // Drawn: the settlement follows in a moment, and the next read says so.
    status: 'DRAWN' as const,
    powerball: event.pbValue,
    powerballOddEven: event.pbOddEven,
    powerballUnderOver: event.pbOverUnder,
    number: [...event.drawOrder].sort((a, b) => a - b),
    drawOrder: event.drawOrder,
    numberSum: event.numberSum,
    numberOddEven: event.numberOddEven,
    numberUnderOver: event.numberUnderOver,
    numberSize: event.numberSize,
    source: event.source,
    seed: null,
    beacon: null,
    drawVersion,
  }
}

const inputOf = (key: readonly unknown[]) =>
  (key[1] as { input?: Partial<ResultsInput> } | undefined)?.input ?? {}

/**
 * Writes a drawn round into the cached first page of its day (newest first), without asking the
 * server: the list on screen gains the round at once and no client refetches at the same moment.
 * Later pages of that day shift by one; they are marked stale and read again only when shown.
 */
export function writeDrawnRound(queryClient: QueryClient, event: ResultSaved) {
  const day = gameDate(event.roundNo)
  const cached = queryClient.getQueriesData<DayResults>({ queryKey: trpc.game.results.pathKey() })
  for (const [key, data] of cached) {
    if (!data || data.date !== day || inputOf(key).round !== undefined) continue
    if (data.pagination.page !== 1) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' })
      continue
    }
    const known = data.items.some((item) => item.round === event.roundNo)
    const row: DayResult = { ...resultOf(event, data.items[0]?.drawVersion ?? 2), voidReason: null }
    const items = known
      ? data.items.map((item) => (item.round === event.roundNo ? row : item))
      : [row, ...data.items].sort((a, b) => b.round - a.round).slice(0, data.pagination.limit)
    const total = data.pagination.total + (known ? 0 : 1)
    queryClient.setQueryData<DayResults>(key, {
      ...data,
      items,
      pagination: { ...data.pagination, total, totalPages: Math.ceil(total / data.pagination.limit) },
    })
  }
}

/**
 * The current game's last result becomes the drawn round at once (the game page reveals it from
 * there); the refetch that follows brings the rest of the answer.
 */
export function writeLastResult(queryClient: QueryClient, event: ResultSaved) {
  queryClient.setQueryData(trpc.game.current.queryKey(), (current) =>
    current && (current.lastResult?.round ?? 0) < event.roundNo
      ? { ...current, lastResult: resultOf(event, current.lastResult?.drawVersion ?? 2) }
      : current,
  )
}
