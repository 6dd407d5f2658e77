import { afterEach, describe, expect, spyOn, test } from 'bun:test'
import { notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query'
import { notifyTogether } from './notify-together'

/** Ends once every microtask queued so far has run: a task boundary, not a time. */
const drainMicrotasks = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * The tasks the code under test queues with `setTimeout(…, 0)`, held until the test runs them one
 * at a time (timers with a delay are dropped: nothing here waits for them).
 */
function heldTasks() {
  const queue: (() => void)[] = []
  const timers = spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void, ms?: number) => {
    if (!ms) queue.push(run)
    return 0
  }) as unknown as typeof setTimeout)
  return {
    queue,
    /** Runs the held tasks in order, each to its end and its microtasks, then `after` it. */
    async runAll(after?: () => void) {
      for (let run = queue.shift(); run; run = queue.shift()) {
        run()
        await drainMicrotasks()
        after?.()
      }
    },
    restore: () => timers.mockRestore(),
  }
}

afterEach(() => notifyManager.setScheduler((callback) => setTimeout(callback, 0)))

/** Two queries whose answers arrive together, as the calls of one batch do; `answer` sends both. */
function twoQueriesAnsweredTogether(onNotify: (query: string) => void) {
  const queryClient = new QueryClient()
  const answers: (() => void)[] = []
  for (const query of ['odds', 'profile']) {
    const observer = new QueryObserver(queryClient, {
      queryKey: [query],
      queryFn: () => new Promise<string>((resolve) => answers.push(() => resolve(query))),
    })
    // As React Query's hooks subscribe: through the scheduler.
    observer.subscribe(notifyManager.batchCalls((result) => result.isSuccess && onNotify(query)))
  }
  return () => {
    for (const send of answers) send()
  }
}

describe('notifyTogether', () => {
  test('notifies answers that arrive together in one task, where the default takes a task each', async () => {
    const tasksBetween = async () => {
      const seen: string[] = []
      let task = 0
      const tasks = heldTasks()
      try {
        const answer = twoQueriesAnsweredTogether((query) => seen.push(`${query}@${task}`))
        // The queries' own first notifications (fetching) pass before the answers come.
        await drainMicrotasks()
        await tasks.runAll()
        answer()
        await drainMicrotasks()
        await tasks.runAll(() => task++)
      } finally {
        tasks.restore()
      }
      return seen
    }
    expect(await tasksBetween()).toEqual(['odds@0', 'profile@1'])
    notifyManager.setScheduler(notifyTogether)
    expect(await tasksBetween()).toEqual(['odds@0', 'profile@0'])
  })

  test('a listener that throws keeps none of the others from their notification, and its error is thrown again', async () => {
    notifyManager.setScheduler(notifyTogether)
    const tasks = heldTasks()
    try {
      const notified: string[] = []
      const answer = twoQueriesAnsweredTogether((query) => {
        notified.push(query)
        if (query === 'odds') throw new Error('listener failed')
      })
      await drainMicrotasks()
      await tasks.runAll()
      answer()
      await drainMicrotasks()
      expect(tasks.queue).toHaveLength(1)
      tasks.queue[0]?.()
      expect(notified).toEqual(['odds', 'profile'])
      expect(tasks.queue).toHaveLength(2)
      expect(() => tasks.queue[1]?.()).toThrow('listener failed')
    } finally {
      tasks.restore()
    }
  })
})
