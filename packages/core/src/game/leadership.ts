import { type Database, type Db, type Executor, engineLeadership, queryRows } from '@pb/db'
import { sql } from 'drizzle-orm'

const LEADER_LOCK = 72_610

/** The part of a reserved postgres.js connection the leadership uses. */
interface LockConnection {
  release(): void
  unsafe(query: string, parameters?: (string | number)[]): PromiseLike<unknown[]>
}

/** An engine transaction began after a newer leader raised the epoch: this instance no longer leads. */
export class NotLeaderError extends Error {
  constructor(epoch: number) {
    super(`engine fenced: epoch ${epoch} is no longer the leader's`)
  }
}

/**
 * Who runs the round engine (docs/operations.md §2). On PGlite the one process always leads. On
 * Postgres the leader holds a session advisory lock on a connection of its own, confirms on that
 * connection at every tick that it still holds it, and raises the fencing epoch when it takes it;
 * its write transactions are fenced by that epoch.
 */
export function createLeadership(database: Database, instanceId: string) {
  let held: { connection: LockConnection; pid: number } | undefined
  let epoch: number | undefined

  async function take(): Promise<boolean> {
    if (!database.sql) return true
    const reserved = await database.sql.reserve()
    try {
      const [lock] = (await reserved.unsafe(
        `select pg_try_advisory_lock(${LEADER_LOCK}) as ok, pg_backend_pid() as pid`,
      )) as { ok: boolean; pid: number }[]
      if (!lock?.ok) {
        reserved.release()
        return false
      }
      const [raised] = (await reserved.unsafe(
        `update engine_leadership set epoch = epoch + 1, instance_id = $1, led_since = now()
         where id = 1 returning epoch::text as epoch`,
        [instanceId],
      )) as { epoch: string }[]
      held = { connection: reserved, pid: lock.pid }
      epoch = Number(raised?.epoch)
      return true
    } catch (error) {
      // Never back to the pool holding the lock: nobody would lead, and nobody would know.
      await reserved.unsafe(`select pg_advisory_unlock_all()`).then(
        () => reserved.release(),
        () => undefined,
      )
      throw error
    }
  }

  /**
   * Whether the lock's backend still holds it. Asked through the pool, not on the lock connection:
   * a query sent on a connection whose backend was ended would wait for ever.
   */
  async function stillHeld(pid: number): Promise<boolean> {
    const sql = database.sql
    if (!sql) return true
    try {
      const [row] = (await sql.unsafe(
        `select exists (select 1 from pg_locks where locktype = 'advisory' and classid = 0
           and objid = ${LEADER_LOCK} and objsubid = 1 and pid = $1 and granted) as held`,
        [pid],
      )) as { held: boolean }[]
      return row?.held === true
    } catch {
      return false
    }
  }

  /**
   * Stops leading. A lock connection whose backend still holds the lock gives it back and returns
   * to the pool; one whose backend is gone is left to the pool, which reconnects it when needed.
   */
  async function stepDown() {
    const lock = held
    held = undefined
    epoch = undefined
    if (!lock || !(await stillHeld(lock.pid))) return
    await lock.connection.unsafe(`select pg_advisory_unlock(${LEADER_LOCK})`)
    lock.connection.release()
  }

  return {
    get epoch() {
      return epoch
    },
    /**
     * Leads, or not, as of now: a leader whose lock is gone (its connection cut, its backend ended)
     * steps down at once and answers false; an instance that leads nothing tries to take the lock.
     * `onLost` hears of a step-down.
     */
    async confirm(onLost: (error: Error) => void): Promise<boolean> {
      if (!database.sql) return true
      if (!held) return take()
      if (await stillHeld(held.pid)) return true
      const lost = epoch ?? 0
      await stepDown()
      onLost(new Error(`leader lock lost (epoch ${lost}): no longer leading`))
      return false
    },
    /** Steps down at once: a fenced transaction showed another instance leads. */
    stepDown,
    /** The database as the engine writes to it: every transaction first checks the epoch. */
    fenced(db: Db): Db {
      if (!database.sql) return db
      return new Proxy(db, {
        get(target, property, receiver) {
          if (property !== 'transaction') return Reflect.get(target, property, receiver)
          const transaction: Db['transaction'] = (run, config) =>
            target.transaction(async (tx) => {
              await assertEpoch(tx, epoch)
              return run(tx)
            }, config)
          return transaction
        },
      })
    },
    release: stepDown,
  }
}

/**
 * The fence: the epoch row is read under a share lock, so a new leader's raise waits for this
 * transaction to end, and a transaction that starts after the raise sees it and is refused.
 */
async function assertEpoch(tx: Executor, epoch: number | undefined) {
  const [row] = await queryRows<{ epoch: string }>(
    tx,
    sql`select ${engineLeadership.epoch}::text as epoch from ${engineLeadership} where ${engineLeadership.id} = 1 for share`,
  )
  if (epoch === undefined || Number(row?.epoch) !== epoch) throw new NotLeaderError(epoch ?? 0)
}
