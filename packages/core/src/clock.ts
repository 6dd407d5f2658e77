/** The server's notion of now; injectable so tests can run a day of rounds in seconds. */
export interface Clock {
  now(): Date
  /** Waits on purpose (a sign-in slowed down under attack); a test's clock may skip the wait. */
  sleep(ms: number): Promise<void>
}

export const systemClock: Clock = { now: () => new Date(), sleep: (ms) => Bun.sleep(ms) }

/** A clock that runs with real time plus an offset that only moves forward. */
export function createShiftedClock(base: Clock = systemClock) {
  let offsetMs = 0
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    sleep: (ms: number) => base.sleep(ms),
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('the clock only moves forward')
      offsetMs += ms
    },
    get offsetMs() {
      return offsetMs
    },
  }
}

/**
 * A clock that stands still until moved, for deterministic tests. A wait on it ends at once and is
 * recorded in `waits`: the test decides when time passes.
 */
export function createManualClock(start: Date) {
  let current = start.getTime()
  const waits: number[] = []
  return {
    now: () => new Date(current),
    sleep(ms: number) {
      waits.push(ms)
      return Promise.resolve()
    },
    waits,
    set(instant: Date) {
      current = instant.getTime()
    },
    advance(ms: number) {
      current += ms
    },
  }
}
