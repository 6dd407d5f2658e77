/**
 * The game clock (docs/game-rules.md §1). All game time is KST (UTC+9, no daylight saving); instants are
 * plain UTC milliseconds and are converted only here.
 */
export const ROUND_SECONDS = 300
export const ROUNDS_PER_DAY = 288
/** Betting on a round opens this long after its cycle starts… */
export const OPENS_AFTER_CYCLE_START_S = 30
/** …and closes this long before its draw. */
export const CLOSES_BEFORE_DRAW_S = 30

const ROUND_MS = ROUND_SECONDS * 1000
const KST_OFFSET_MS = 9 * 3600 * 1000
/** 2020-01-01 00:00 KST: round 1 is drawn one round later. */
const EPOCH_MS = Date.UTC(2020, 0, 1) - KST_OFFSET_MS

export type Phase = 'OPEN' | 'CLOSED'

/** The draw instant of a global round number. */
export function drawAt(roundNo: number): Date {
  return new Date(EPOCH_MS + roundNo * ROUND_MS)
}

/** The round whose five-minute cycle [drawAt − 300 s, drawAt) contains the instant. */
export function roundRunningAt(instant: Date): number {
  return Math.floor((instant.getTime() - EPOCH_MS) / ROUND_MS) + 1
}

/** Round of the day, 1 … 288; the 00:05 draw is 1 and the 00:00 draw is 288 of the previous day. */
export function todayRound(roundNo: number): number {
  return ((((roundNo - 1) % ROUNDS_PER_DAY) + ROUNDS_PER_DAY) % ROUNDS_PER_DAY) + 1
}

/** KST date (YYYY-MM-DD) of the game day a round belongs to: the date of `drawAt − 5 min`. */
export function gameDate(roundNo: number): string {
  return kstDateOf(new Date(drawAt(roundNo).getTime() - ROUND_MS))
}

/** KST calendar date of an instant. */
export function kstDateOf(instant: Date): string {
  return new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10)
}

/** KST date and time of an instant to the second: 'YYYY-MM-DD HH:mm:ss'. */
export function kstDateTimeOf(instant: Date): string {
  return new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
}

/** The global round number of round `k` (1 … 288) of a KST game date. */
export function roundOfDay(date: string, k: number): number {
  const dayStart = Date.parse(`${date}T00:00:00Z`) - KST_OFFSET_MS
  return Math.round((dayStart - EPOCH_MS) / ROUND_MS) + k
}

/** When betting on a round opens and closes (close is exclusive). */
export function bettingWindow(roundNo: number): { opensAt: Date; closesAt: Date } {
  const draw = drawAt(roundNo).getTime()
  return {
    opensAt: new Date(draw - ROUND_MS + OPENS_AFTER_CYCLE_START_S * 1000),
    closesAt: new Date(draw - CLOSES_BEFORE_DRAW_S * 1000),
  }
}

export function isBettingOpen(roundNo: number, instant: Date): boolean {
  const { opensAt, closesAt } = bettingWindow(roundNo)
  return instant >= opensAt && instant < closesAt
}

/** What a member sees at an instant: the round being bet on and whether betting is open. */
export function clockAt(instant: Date) {
  const round = roundRunningAt(instant)
  const { opensAt, closesAt } = bettingWindow(round)
  return {
    round,
    todayRound: todayRound(round),
    gameDate: gameDate(round),
    phase: (isBettingOpen(round, instant) ? 'OPEN' : 'CLOSED') as Phase,
    opensAt,
    closesAt,
    drawAt: drawAt(round),
  }
}

/** The spec's displayed round number: today's round shifted by an offset, modulo 288. */
export function displayRound(today: number, offset = 0): number {
  return todayRound(today + offset)
}
