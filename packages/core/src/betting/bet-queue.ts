import { commitOutcome, transactionId } from '../commit-outcome'
import type { CoreDeps } from '../context'
import { isTransactionConflict } from '../db-failure'
import { DomainError } from '../errors'
import { recordEvents } from '../events/outbox'
import type { WrittenRun } from '../events/types'
import { type BetOrder, type BetOutcome, type PlacedBet, placeBets } from './bet-batch'
import { groupCommit } from './group-commit'

interface BetJob {
  order: BetOrder
  resolve: (bet: PlacedBet) => void
  reject: (error: unknown) => void
}

/** Runs of a batch the database broke off as a deadlock or serialization failure before giving up. */
const ATTEMPTS = 3
/** A batch's size: large enough to absorb the rush before a draw, small enough to keep one quick. */
const MAX_BATCH = 200

/** The batch's outcomes, and the run of events its transaction wrote. */
type BatchResult = Pick<Awaited<ReturnType<typeof placeBets>>, 'outcomes'> & { written?: WrittenRun }

/**
 * Runs the batch's transaction. A failure may come after the database committed (the connection
 * dropped while COMMIT was answered): the batch then stands, and running it again would place every
 * order twice, so whether it committed is asked before anything runs again.
 */
async function placeInTransaction(deps: CoreDeps, orders: BetOrder[]): Promise<BatchResult> {
  for (let attempt = 1; ; attempt++) {
    let id: string | undefined
    let result: BatchResult | undefined
    try {
      return await deps.db.transaction(async (tx) => {
        const [txid, placed] = await Promise.all([transactionId(tx), placeBets(tx, orders)])
        id = txid
        result = { outcomes: placed.outcomes }
        result.written = await recordEvents(tx, placed.events)
        return result
      })
    } catch (error) {
      if (id !== undefined && result !== undefined) {
        const outcome = await commitOutcome(deps.db, id)
        if (outcome === 'committed') return result
        if (outcome === 'unknown') throw new DomainError('BET_OUTCOME_UNKNOWN')
      }
      if (attempt >= ATTEMPTS || !isTransactionConflict(error)) throw error
    }
  }
}

function settle(job: BetJob, outcome: BetOutcome | undefined) {
  if (outcome && 'placed' in outcome) job.resolve(outcome.placed)
  else job.reject(outcome?.refused ?? new Error('an order of the batch has no outcome'))
}

/**
 * Answers a batch's callers once this instance has delivered its events (written with the batch), so
 * a member's own stream has the new balance when the bet's answer arrives. The next batch's
 * transaction meanwhile already runs.
 */
function answerAfterDelivery(bus: CoreDeps['bus']) {
  return (jobs: BetJob[], { outcomes, written }: BatchResult) => {
    const delivered = written === undefined ? Promise.resolve() : bus.deliverCommitted(written)
    void delivered.then(() => {
      jobs.forEach((job, i) => {
        settle(job, outcomes[i])
      })
    })
  }
}

/**
 * One batch: a call repeating an Idempotency-Key already in the batch waits for the next one (so it
 * replays the first answer). When the transaction fails, each order runs again alone, so one
 * order's failure is nobody else's.
 */
async function runBatch(
  deps: CoreDeps,
  jobs: BetJob[],
  announce: ReturnType<typeof answerAfterDelivery>,
): Promise<BetJob[]> {
  const seen = new Set<string>()
  const taken: BetJob[] = []
  const deferred: BetJob[] = []
  for (const job of jobs) {
    const key = job.order.key && `${job.order.key.userId}:${job.order.key.key}`
    if (key && seen.has(key)) deferred.push(job)
    else {
      if (key) seen.add(key)
      taken.push(job)
    }
  }
  try {
    announce(
      taken,
      await placeInTransaction(
        deps,
        taken.map((job) => job.order),
      ),
    )
  } catch (error) {
    // Run alone only what surely did not commit; an outcome nobody can tell is answered as such.
    if (taken.length === 1 || isOutcomeUnknown(error)) for (const job of taken) job.reject(error)
    else for (const job of taken) await runBatch(deps, [job], announce)
  }
  return deferred
}

const isOutcomeUnknown = (error: unknown) =>
  error instanceof DomainError && error.code === 'BET_OUTCOME_UNKNOWN'

const queues = new WeakMap<CoreDeps['db'], (job: BetJob) => void>()

/** Places an order through its database's group commit. */
export function queueBet(deps: CoreDeps, order: BetOrder): Promise<PlacedBet> {
  let enqueue = queues.get(deps.db)
  if (!enqueue) {
    const batchDeps = { db: deps.db, bus: deps.bus, clock: deps.clock }
    const announce = answerAfterDelivery(deps.bus)
    // One batch in flight: at the rush the next one gathers everything that arrived meanwhile, which
    // measured cheaper per bet than two or four smaller ones side by side.
    enqueue = groupCommit<BetJob>((jobs) => runBatch(batchDeps, jobs, announce), {
      maxBatch: MAX_BATCH,
      maxInFlight: 1,
    })
    queues.set(deps.db, enqueue)
  }
  const add = enqueue
  return new Promise((resolve, reject) => add({ order, resolve, reject }))
}
