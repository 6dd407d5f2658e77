import { drawAt, roundRunningAt } from '@pb/game'

/** How long an answer that is still waiting for the round just drawn may be kept. */
const WAITING_MS = 5_000

/**
 * Until when an answer whose newest drawn round is `newestDrawn` stays true: the next draw, when it
 * already has the round drawn last; a few seconds, when that round's result is still being written,
 * so that no cache keeps the answer without it for a whole round.
 */
export function freshUntil(now: Date, newestDrawn: number | null): string {
  const running = roundRunningAt(now)
  if (newestDrawn !== null && newestDrawn >= running - 1) return drawAt(running).toISOString()
  return new Date(now.getTime() + WAITING_MS).toISOString()
}
