import type { CoreDeps } from '../context'
import { isTransactionConflict } from '../db-failure'
import { groupCommit } from './group-commit'
import { type PlacedBet, type Purchase, type PurchaseOutcome, placePurchases } from './purchase-batch'

interface PurchaseJob {
  purchase: Purchase
  resolve: (bet: PlacedBet) => void
  reject: (error: unknown) => void
}

/** Runs of a batch the database broke off as a deadlock or serialization failure before giving up. */
const ATTEMPTS = 3
/** A batch's size: large enough to absorb the rush before a draw, small enough to keep one quick. */
const MAX_BATCH = 200

async function placeInTransaction(deps: CoreDeps, purchases: Purchase[]) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction((tx) => placePurchases(tx, purchases))
    } catch (error) {
      if (attempt >= ATTEMPTS || !isTransactionConflict(error)) throw error
    }
  }
}

function settle(job: PurchaseJob, outcome: PurchaseOutcome | undefined) {
  if (outcome && 'placed' in outcome) job.resolve(outcome.placed)
  else job.reject(outcome?.refused ?? new Error('a purchase of the batch has no outcome'))
}

/**
 * One batch: a call repeating an Idempotency-Key already in the batch waits for the next one (so it
 * replays the first answer). The changes are published after the commit, before anyone is answered.
 * When the transaction fails, each purchase runs again alone, so one purchase's failure is nobody
 * else's.
 */
async function runBatch(deps: CoreDeps, jobs: PurchaseJob[]): Promise<PurchaseJob[]> {
  const seen = new Set<string>()
  const taken: PurchaseJob[] = []
  const deferred: PurchaseJob[] = []
  for (const job of jobs) {
    const key = job.purchase.key && `${job.purchase.key.userId}:${job.purchase.key.key}`
    if (key && seen.has(key)) deferred.push(job)
    else {
      if (key) seen.add(key)
      taken.push(job)
    }
  }
  try {
    const { outcomes, events } = await placeInTransaction(
      deps,
      taken.map((job) => job.purchase),
    )
    try {
      if (events.length > 0) await deps.bus.publish(events)
    } catch (error) {
      for (const [i, job] of taken.entries()) {
        const outcome = outcomes[i]
        if (outcome && 'placed' in outcome) job.reject(error)
        else settle(job, outcome)
      }
      return deferred
    }
    taken.forEach((job, i) => {
      settle(job, outcomes[i])
    })
  } catch (error) {
    if (taken.length === 1) taken[0]?.reject(error)
    else for (const job of taken) await runBatch(deps, [job])
  }
  return deferred
}

const queues = new WeakMap<CoreDeps['db'], (job: PurchaseJob) => void>()

/** Places a purchase through its database's group commit. */
export function queuePurchase(deps: CoreDeps, purchase: Purchase): Promise<PlacedBet> {
  let enqueue = queues.get(deps.db)
  if (!enqueue) {
    const { db, bus } = deps
    enqueue = groupCommit<PurchaseJob>((jobs) => runBatch({ db, bus, clock: deps.clock }, jobs), {
      maxBatch: MAX_BATCH,
      maxInFlight: 2,
    })
    queues.set(deps.db, enqueue)
  }
  const add = enqueue
  return new Promise((resolve, reject) => add({ purchase, resolve, reject }))
}
