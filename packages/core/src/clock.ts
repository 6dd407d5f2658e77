/** The server's notion of now; injectable so tests can run a day of rounds in seconds. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock that runs with real time plus an offset that only moves forward. */
export function createShiftedClock(base: Clock = systemClock) {
  let offsetMs = 0
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('the clock only moves forward')
      offsetMs += ms
    },
    get offsetMs() {
      return offsetMs
    },
  }
}

/** A clock that stands still until moved, for deterministic tests. */
export function createManualClock(start: Date) {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    set(instant: Date) {
      current = instant.getTime()
    },
    advance(ms: number) {
      current += ms
    },
  }
}
