import { afterEach, describe, expect, spyOn, test } from 'bun:test'
import { notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query'
import { notifyTogether } from './notify-together'

const settle = () => Bun.sleep(5)

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
      const answer = twoQueriesAnsweredTogether((query) => {
        seen.push(`${query}@${task}`)
        // A microtask runs before the next task begins: it tells whether the next notification shares this task.
        queueMicrotask(() => task++)
      })
      await settle()
      answer()
      await settle()
      return seen
    }
    expect(await tasksBetween()).toEqual(['odds@0', 'profile@1'])
    notifyManager.setScheduler(notifyTogether)
    expect(await tasksBetween()).toEqual(['odds@0', 'profile@0'])
  })

  test('a listener that throws keeps none of the others from their notification, and its error is thrown again', async () => {
    notifyManager.setScheduler(notifyTogether)
    const notified: string[] = []
    const answer = twoQueriesAnsweredTogether((query) => {
      notified.push(query)
      if (query === 'odds') throw new Error('listener failed')
    })
    await settle()
    const scheduled: (() => void)[] = []
    const timers = spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void) => {
      scheduled.push(run)
      return 0
    }) as unknown as typeof setTimeout)
    try {
      answer()
      await settle()
      expect(scheduled).toHaveLength(1)
      scheduled[0]?.()
      expect(notified).toEqual(['odds', 'profile'])
      expect(scheduled).toHaveLength(2)
      expect(() => scheduled[1]?.()).toThrow('listener failed')
    } finally {
      timers.mockRestore()
    }
  })
})
