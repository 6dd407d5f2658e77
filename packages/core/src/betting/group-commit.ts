/**
 * Group commit: calls arriving while a batch is in flight wait and then go together as the next
 * batch, so under load N calls share one transaction and one round trip, and alone a call goes at
 * once. `run` settles every job it is given and answers those it could not take this time (they go
 * first in the next batch).
 */
export function groupCommit<Job>(
  run: (jobs: Job[]) => Promise<Job[]>,
  options: { maxBatch: number; maxInFlight: number },
): (job: Job) => void {
  let waiting: Job[] = []
  let inFlight = 0

  function pump() {
    while (inFlight < options.maxInFlight && waiting.length > 0) {
      const batch = waiting.slice(0, options.maxBatch)
      waiting = waiting.slice(batch.length)
      inFlight++
      run(batch).then(
        (deferred) => {
          waiting = [...deferred, ...waiting]
          inFlight--
          pump()
        },
        () => {
          inFlight--
          pump()
        },
      )
    }
  }

  return (job) => {
    waiting.push(job)
    pump()
  }
}
