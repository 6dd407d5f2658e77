import type { Clock } from '../../clock'
import { type createLeadership, NotLeaderError } from '../leadership'

/** One named part of the engine's work. */
export interface Job {
  /** Names the job to `onError` when it fails. */
  name: string
  /** The least time between two runs on the game clock; 0 runs it at every tick. */
  everyMs: number
  run(now: Date): Promise<void>
}

export interface LeaderSchedulerOptions {
  leadership: Pick<ReturnType<typeof createLeadership>, 'confirm' | 'stepDown' | 'release'>
  /** Whether this instance leads before it has looked (PGlite's one process always does). */
  leadsAtStart: boolean
  /** In the order a tick runs them. */
  jobs: Job[]
  clock: Clock
  /** How often (real time) a tick looks at the game clock. */
  tickMs: number
  onError: (error: unknown, job?: string) => void
  /** After the jobs of a tick that still leads. */
  afterTick: () => Promise<void>
}

/**
 * Runs named jobs, each on its own interval of the game clock, only while this instance leads
 * (docs/operations.md §2). One timer ticks every `tickMs`; a tick confirms the leadership,
 * then runs each job that is due, one after another, so no job ever overlaps itself or another (the
 * embedded database has one connection, and the betting pause looks at the value just fetched). A failing
 * job goes to `onError` and the tick goes on with the next; a fenced one (`NotLeaderError`) ends the
 * tick and steps down at once.
 */
export function createLeaderScheduler({
  leadership,
  leadsAtStart,
  jobs,
  clock,
  tickMs,
  onError,
  afterTick,
}: LeaderSchedulerOptions) {
  let timer: ReturnType<typeof setInterval> | undefined
  let running: Promise<void> | undefined
  let leading = leadsAtStart
  /** When (real time, whatever the game clock) the last tick as the leader finished: readiness. */
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

  async function runTick(): Promise<void> {
    leading = await leadership.confirm(onError)
    if (!leading) return
    const succeeded = await runDueJobs(clock.now())
    await afterTick()
    if (succeeded) lastLedTickAt = Date.now()
  }

  /** Ticks never overlap: a slow one makes the next wait instead of running twice. */
  function tick(): Promise<void> {
    running ??= runTick()
      .catch((error: unknown) => {
        // Another instance leads now: stop at once rather than at the next tick.
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
    /** One tick now; safe to call at any time and any number of times. */
    tick,
    get isLeader() {
      return leading
    },
    /** When (epoch ms) this instance last finished a tick as the leader; undefined while it does not lead. */
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
