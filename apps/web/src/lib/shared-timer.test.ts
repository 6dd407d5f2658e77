import { afterEach, describe, expect, mock, spyOn, test } from 'bun:test'
import { createSharedTimer } from './shared-timer'

afterEach(() => {
  mock.restore()
})

/**
 * The browser's clock and timer under the test's hand: `advance` moves the clock and runs each browser
 * timer that falls due, in order, letting the shared timer's re-arming microtasks run in between.
 */
function browserTimeUnderTest() {
  let now = 0
  let lastId = 0
  const pending = new Map<number, { run: () => void; at: number }>()
  spyOn(performance, 'now').mockImplementation(() => now)
  spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void, delay = 0) => {
    lastId += 1
    pending.set(lastId, { run, at: now + delay })
    return lastId
  }) as unknown as typeof setTimeout)
  spyOn(globalThis, 'clearTimeout').mockImplementation(((id: number) => {
    pending.delete(id)
  }) as unknown as typeof clearTimeout)
  return {
    async advance(ms: number) {
      const until = now + ms
      for (;;) {
        await Promise.resolve()
        const [id, next] = [...pending].sort(([, a], [, b]) => a.at - b.at)[0] ?? []
        if (id === undefined || !next || next.at > until) break
        pending.delete(id)
        now = Math.max(now, next.at)
        next.run()
      }
      now = until
    },
  }
}

describe('createSharedTimer', () => {
  test('runs timeouts once each, in the order they fall due, and not a cleared one', async () => {
    const time = browserTimeUnderTest()
    const timer = createSharedTimer()
    const ran: string[] = []
    timer.setTimeout(() => ran.push('30'), 30)
    timer.setTimeout(() => ran.push('10'), 10)
    const cleared = timer.setTimeout(() => ran.push('cleared'), 15)
    timer.setTimeout(() => ran.push('20'), 20)
    timer.clearTimeout(cleared)
    await time.advance(15)
    expect(ran).toEqual(['10'])
    await time.advance(40)
    expect(ran).toEqual(['10', '20', '30'])
  })

  test('repeats an interval until it is cleared', async () => {
    const time = browserTimeUnderTest()
    const timer = createSharedTimer()
    let runs = 0
    const interval = timer.setInterval(() => {
      runs += 1
    }, 5)
    await time.advance(60)
    timer.clearInterval(interval)
    expect(runs).toBe(12)
    await time.advance(30)
    expect(runs).toBe(12)
  })

  test('a burst of timers arms one browser timer, and a timer that throws stops none of the others', async () => {
    const timer = createSharedTimer()
    const scheduled: (() => void)[] = []
    const browserTimers = spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void) => {
      scheduled.push(run)
      return 0
    }) as unknown as typeof setTimeout)
    const ran: number[] = []
    for (let i = 0; i < 20; i++) timer.setTimeout(() => ran.push(i), 300_000 + i)
    timer.setTimeout(() => {
      throw new Error('listener failed')
    }, 0)
    timer.setTimeout(() => ran.push(-1), 0)
    expect(scheduled).toHaveLength(0)
    // Armed once the burst's task has unwound.
    await Promise.resolve()
    expect(scheduled).toHaveLength(1)
    scheduled[0]?.()
    expect(ran).toEqual([-1])
    // The error is thrown again in a task of its own, and the later timers are armed anew.
    expect(scheduled).toHaveLength(3)
    expect(() => scheduled[1]?.()).toThrow('listener failed')
    expect(browserTimers.mock.calls[2]?.[1]).toBeGreaterThan(299_000)
  })

  test('a timer set from inside a firing one still runs', async () => {
    const time = browserTimeUnderTest()
    const timer = createSharedTimer()
    const ran: string[] = []
    timer.setTimeout(() => {
      ran.push('first')
      timer.setTimeout(() => ran.push('second'), 5)
    }, 5)
    await time.advance(9)
    expect(ran).toEqual(['first'])
    await time.advance(1)
    expect(ran).toEqual(['first', 'second'])
  })
})
