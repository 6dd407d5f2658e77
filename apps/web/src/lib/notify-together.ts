let pending: (() => void)[] = []

/**
 * React Query's scheduler for its notifications (`notifyManager.setScheduler`). By default each
 * query's answer notifies in a task of its own; the calls of one batch answer together, so React
 * drew the page once per call, each a long task on a slow phone. Here every notification scheduled
 * before the next task runs in that one task, so React draws them in one render. A listener that
 * throws stops none of the others: its error is thrown again in a task of its own, as before.
 */
export function notifyTogether(callback: () => void) {
  pending.push(callback)
  if (pending.length === 1) setTimeout(runPending, 0)
}

function runPending() {
  const callbacks = pending
  pending = []
  for (const run of callbacks) {
    try {
      run()
    } catch (error) {
      setTimeout(() => {
        throw error
      }, 0)
    }
  }
}
