import type { Clock } from '../../clock'
import { type createLeadership, NotLeaderError } from '../leadership'

/** One named part of the engine's work. */
export interface Job {
  /** Names the job to `onError` when it fails. */
  name: string
  /** The least time between two runs on the game clock; 0 runs it at every pass. */
  everyMs: number
  run(now: Date): Promise<void>
}

export interface LeaderSchedulerOptions {
  leadership: Pick<ReturnType<typeof createLeadership>, 'confirm' | 'stepDown' | 'release'>
  /** Whether this instance leads before it has looked (PGlite's one process always does). */
  leadsAtStart: boolean
  /** In the order a pass runs them. */
  jobs: Job[]
  clock: Clock
  /** How often (real time) a pass looks at the game clock. */
  tickMs: number
  onError: (error: unknown, job?: string) => void
  /** After the jobs of a pass that still leads. */
  afterPass: () => Promise<void>
}

/**
 * Runs named jobs, each on its own interval of the game clock, only while this instance leads
 * (docs/operations.md §2). One timer starts a pass every `tickMs`; a pass confirms the leadership,
 * then runs each job that is due, one after another, so no job ever overlaps itself or another (the
 * embedded database has one connection, and the betting pause must come before the draws). A failing
 * job goes to `onError` and the pass goes on with the next; a fenced one (`NotLeaderError`) ends the
 * pass and steps down at once.
 */
export function createLeaderScheduler({
  leadership,
  leadsAtStart,
  jobs,
  clock,
  tickMs,
  onError,
  afterPass,
}: LeaderSchedulerOptions) {
  let timer: ReturnType<typeof setInterval> | undefined
  let running: Promise<void> | undefined
  let leading = leadsAtStart
  /** When (real time, whatever the game clock) the last pass as the leader finished: readiness. */
  let lastLedTickAt: number | undefined
  const lastRunAt = new Map<string, number>()

  /** Tests move the game clock back as well as forth: a run "in the future" is due again. */
  function isDue(job: Job, now: number): boolean {
    const last = lastRunAt.get(job.name) ?? Number.NEGATIVE_INFINITY
    return now - last >= job.everyMs || now < last
  }

  /** Runs the jobs due now; answers whether all of them succeeded. */
  async function runDueJobs(now: Date): Promise<boolean> {
    let succeeded = true
    for (const job of jobs) {
      if (!isDue(job, now.getTime())) continue
      // Counted from its start: a job that failed is tried again after its interval, not at once.
      lastRunAt.set(job.name, now.getTime())
      try {
        await job.run(now)
      } catch (error) {
        if (error instanceof NotLeaderError) throw error
        onError(error, job.name)
        succeeded = false
      }
    }
    return succeeded
  }

  async function pass(): Promise<void> {
    leading = await leadership.confirm(onError)
    if (!leading) return
    const succeeded = await runDueJobs(clock.now())
    await afterPass()
    if (succeeded) lastLedTickAt = Date.now()
  }

  /** Passes never overlap: a slow one makes the next wait instead of running twice. */
  function tick(): Promise<void> {
    running ??= pass()
      .catch((error: unknown) => {
        // Another instance leads now: stop at once rather than at the next pass.
        onError(error)
        if (!(error instanceof NotLeaderError)) return
        leading = false
        return leadership.stepDown()
      })
      .finally(() => {
        running = undefined
      })
    return running
  }

  return {
    /** One pass now; safe to call at any time and any number of times. */
    tick,
    get isLeader() {
      return leading
    },
    /** When (epoch ms) this instance last finished a pass as the leader; undefined while it does not lead. */
    get lastLedTickAt() {
      return leading ? lastLedTickAt : undefined
    },
    start() {
      timer ??= setInterval(() => void tick(), tickMs)
      return tick()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      await running
      await leadership.release()
      leading = leadsAtStart
    },
  }
}
