import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { createManualClock } from '@pb/core/clock'
import { type Database, engineLeadership } from '@pb/db'
import { testDriver } from '@pb/db/testing'
import { createLeaderScheduler, type Job } from '../src/game/engine/leader-scheduler'
import { createLeadership, NotLeaderError } from '../src/game/leadership'
import { createSeededDb } from './support'

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
let database: Database
beforeAll(async () => {
  database = await createSeededDb()
}, 60_000)
afterAll(() => database.close())

const start = new Date('2026-11-20T03:00:00Z')
const at = (offsetMs: number) => new Date(start.getTime() + offsetMs)

/** A job that notes the game time of each run (and its name in `order`), and fails while `failing` says so. */
function recordingJob(
  name: string,
  everyMs: number,
  failing?: () => Error | undefined,
  order: string[] = [],
) {
  const runs: number[] = []
  const job: Job = {
    name,
    everyMs,
    async run(now) {
      runs.push(now.getTime() - start.getTime())
      order.push(name)
      const error = failing?.()
      if (error) throw error
    },
  }
  return { job, runs }
}

function schedulerOf(jobs: Job[], instanceId = 'scheduler-test') {
  const clock = createManualClock(start)
  const errors: { error: unknown; job?: string }[] = []
  let ticks = 0
  const scheduler = createLeaderScheduler({
    leadership: createLeadership(database, instanceId),
    leadsAtStart: database.driver === 'pglite',
    jobs,
    clock,
    tickMs: 3_600_000,
    onError: (error, job) => errors.push({ error, job }),
    afterTick: async () => {
      ticks++
    },
  })
  return { scheduler, clock, errors, ticksEnded: () => ticks }
}

describe(`the leader's job scheduler on ${testDriver}`, () => {
  test('runs each job on its own interval of the game clock, in order, and again when the clock goes back', async () => {
    const order: string[] = []
    const everyTick = recordingJob('every-tick', 0, undefined, order)
    const everyMinute = recordingJob('every-minute', 60_000, undefined, order)
    const { scheduler, clock } = schedulerOf([everyTick.job, everyMinute.job])
    for (const offset of [0, 30_000, 59_999, 60_000, 90_000, 10_000]) {
      clock.set(at(offset))
      await scheduler.tick()
    }
    expect(everyTick.runs).toEqual([0, 30_000, 59_999, 60_000, 90_000, 10_000])
    expect(everyMinute.runs).toEqual([0, 60_000, 10_000])
    expect(order.slice(0, 3)).toEqual(['every-tick', 'every-minute', 'every-tick'])
    await scheduler.stop()
  })

  test('a failing job goes to onError with its name, the tick goes on, and readiness waits for a tick that fails nothing', async () => {
    let failure: Error | undefined = new Error('database gone for a moment')
    const failing = recordingJob('failing', 0, () => failure)
    const after = recordingJob('after', 0)
    const { scheduler, clock, errors, ticksEnded } = schedulerOf([failing.job, after.job])
    await scheduler.tick()
    expect(errors).toEqual([{ error: failure, job: 'failing' }])
    expect(after.runs).toEqual([0])
    expect(ticksEnded()).toBe(1)
    expect(scheduler.isLeader).toBe(true)
    expect(scheduler.lastLedTickAt).toBeUndefined()

    failure = undefined
    clock.set(at(1_000))
    await scheduler.tick()
    expect(scheduler.lastLedTickAt).toBeNumber()
    expect(errors).toHaveLength(1)
    await scheduler.stop()
  })

  test('a tick asked for while one runs is that same tick: no job overlaps itself', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let running = 0
    let most = 0
    const slow: Job = {
      name: 'slow',
      everyMs: 0,
      async run() {
        most = Math.max(most, ++running)
        await held
        running--
      },
    }
    const { scheduler, ticksEnded } = schedulerOf([slow])
    const first = scheduler.tick()
    const second = scheduler.tick()
    // Stopping waits for the tick under way: the job has finished by the time it returns.
    const stopped = scheduler.stop().then(() => running)
    release()
    await Promise.all([first, second])
    expect(await stopped).toBe(0)
    expect([most, ticksEnded()]).toEqual([1, 1])
  })

  test('a fenced job ends the tick: the jobs after it do not run, and the instance steps down', async () => {
    const fenced = recordingJob('fenced', 0, () => new NotLeaderError(7))
    const after = recordingJob('after', 0)
    const { scheduler, errors, ticksEnded } = schedulerOf([fenced.job, after.job])
    await scheduler.tick()
    expect(errors.map(({ error }) => error)).toEqual([expect.any(NotLeaderError)])
    expect(after.runs).toEqual([])
    expect(ticksEnded()).toBe(0)
    expect(scheduler.isLeader).toBe(false)
    expect(scheduler.lastLedTickAt).toBeUndefined()
    await scheduler.stop()
  })

  test.if(onPostgres)(
    'runs no job while another instance leads, and takes over once the leader stops',
    async () => {
      const first = recordingJob('work', 0)
      const second = recordingJob('work', 0)
      const leader = schedulerOf([first.job], 'first')
      const waiting = schedulerOf([second.job], 'second')
      await leader.scheduler.tick()
      await waiting.scheduler.tick()
      expect([first.runs, second.runs]).toEqual([[0], []])
      expect([leader.scheduler.isLeader, waiting.scheduler.isLeader]).toEqual([true, false])

      await leader.scheduler.stop()
      await waiting.scheduler.tick()
      expect(second.runs).toEqual([0])
      const [record] = await database.db.select().from(engineLeadership)
      expect(record?.instanceId).toBe('second')
      await waiting.scheduler.stop()
    },
  )
})
