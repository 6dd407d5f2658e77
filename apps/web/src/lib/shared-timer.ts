import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from '@tanstack/react-query'

interface Timer {
  run: TimeoutCallback
  due: number
  /** An interval's period; a timeout has none. */
  every?: number
}

/** The longest delay the browser's own timer takes. */
const longestDelayMs = 2 ** 31 - 1

/**
 * React Query's timers (`timeoutManager.setTimeoutProvider`) on one browser timer, armed for the
 * earliest of them. A page's first render sets a garbage-collection timeout per query and an interval
 * per polling view, a dozen or two at once, each deep inside React's effects; a browser timer set
 * there costs far more than a plain call while the page is being profiled, as Lighthouse does. The
 * one timer is re-armed in a microtask, once the burst is over and the stack has unwound.
 */
export function createSharedTimer(): TimeoutProvider<number> {
  const timers = new Map<number, Timer>()
  let lastId = 0
  let armedFor = Number.POSITIVE_INFINITY
  let armed: ReturnType<typeof setTimeout> | undefined
  let rearmQueued = false

  function rearm() {
    rearmQueued = false
    let earliest = Number.POSITIVE_INFINITY
    for (const timer of timers.values()) earliest = Math.min(earliest, timer.due)
    // A later timer is looked at when the armed one fires; a cleared one leaves that one early, harmlessly.
    if (earliest >= armedFor) return
    if (armed !== undefined) clearTimeout(armed)
    armedFor = earliest
    armed = setTimeout(fire, Math.min(longestDelayMs, Math.max(0, earliest - performance.now())))
  }

  function rearmSoon() {
    if (rearmQueued) return
    rearmQueued = true
    queueMicrotask(rearm)
  }

  function fire() {
    armed = undefined
    armedFor = Number.POSITIVE_INFINITY
    const now = performance.now()
    const due = [...timers].filter(([, timer]) => timer.due <= now).sort(([, a], [, b]) => a.due - b.due)
    for (const [id, timer] of due) {
      // An earlier callback may have cleared it.
      if (timers.get(id) !== timer) continue
      if (timer.every === undefined) timers.delete(id)
      else timer.due = now + timer.every
      try {
        timer.run()
      } catch (error) {
        // As a browser timer's would: reported, and the other timers still run.
        setTimeout(() => {
          throw error
        }, 0)
      }
    }
    rearm()
  }

  function add(run: TimeoutCallback, delay: number, every?: number) {
    lastId += 1
    timers.set(lastId, { run, due: performance.now() + Math.max(0, delay || 0), every })
    rearmSoon()
    return lastId
  }

  const clear = (id: ManagedTimerId | undefined) => {
    if (id !== undefined) timers.delete(Number(id))
  }

  return {
    setTimeout: (run, delay) => add(run, delay),
    clearTimeout: clear,
    setInterval: (run, delay) => add(run, delay, Math.max(1, delay || 0)),
    clearInterval: clear,
  }
}
