import type { Db } from '@pb/db'
import type { Clock } from '../clock'
import { createMemoryBus } from './memory-bus'
import { outboxAfter, outboxStart } from './outbox'
import { type StoredRun, unpackRun } from './packed-run'
import type { EventBus, GameEvent, WrittenRun } from './types'

/** Runs read per query: a settlement is one run, a rush of bets a run per batch. */
const READ_LIMIT = 500

export interface OutboxBusOptions {
  clock?: Clock
  onError?: (error: unknown) => void
  /** Each run's delay from its write to its delivery here, for the metrics. */
  onDelivered?: (lagMs: number) => void
  /**
   * The id it starts reading after (a test's bus hears what commits after `lastEventId`); by default
   * the oldest run the outbox holds, so that a new server instance can replay the whole window.
   */
  startAfter?: number
}

/**
 * The bus of one instance over the outbox (docs/operations.md §7): `deliverCommitted` reads the runs
 * past the last one delivered and hands their events on in id order. Whoever wakes it (a NOTIFY, a
 * poll, a use case after its commit), it delivers each event once.
 */
export function createOutboxBus(db: Db, options: OutboxBusOptions = {}): EventBus {
  const local = createMemoryBus({ clock: options.clock })
  let delivered: number | undefined
  let current: Promise<void> = Promise.resolve()
  let queued: Promise<void> | undefined

  /** Hands on the run's events not delivered yet (a read may overlap one this instance wrote). */
  function deliverRun(firstId: number, events: GameEvent[]) {
    events.forEach((event, i) => {
      const id = firstId + i
      if (id > (delivered as number)) local.deliver(event, id)
    })
    delivered = Math.max(delivered as number, firstId + events.length - 1)
  }

  async function readNew() {
    if (delivered === undefined) {
      delivered = options.startAfter ?? (await outboxStart(db, 'oldest'))
      local.unknownThrough(delivered)
    }
    for (;;) {
      const runs = await outboxAfter(db, delivered, READ_LIMIT)
      for (const run of runs) {
        deliverRun(run.firstId, unpackRun(JSON.parse(run.events) as StoredRun))
        options.onDelivered?.(Date.now() - run.writtenAt)
      }
      if (runs.length < READ_LIMIT) return
    }
  }

  /** A read that starts after the call; calls that come while one waits to start share it. */
  function readAfterNow(): Promise<void> {
    if (queued) return queued
    const read = current.then(() => {
      queued = undefined
      return readNew().catch((error: unknown) => options.onError?.(error))
    })
    queued = read
    current = read
    return read
  }

  /**
   * Delivers what committed before the call, or, given a run a commit wrote, at least up to it: a
   * read already under way may be enough, and a run that follows the last one delivered, with its
   * events in hand, is delivered without a read. It never fails: what a failed read missed, the
   * next one reads.
   */
  async function deliverCommitted(written?: WrittenRun): Promise<void> {
    if (written === undefined) return readAfterNow()
    const done = () => delivered !== undefined && delivered >= written.lastId
    if (done()) return
    await current
    if (done()) return
    if (written.events && delivered === written.firstId - 1) deliverRun(written.firstId, written.events)
    else await readAfterNow()
  }

  /**
   * A NOTIFY names the newest id its commit wrote. The read waits a turn of the event loop, so that
   * the instance that wrote the run, if it is this one, delivers it without reading it back.
   */
  function wake(payload: string) {
    const lastId = payload === '' ? Number.NaN : Number(payload)
    // Without an id (a writer of an older release), everything committed is read.
    if (!Number.isSafeInteger(lastId)) return void readAfterNow()
    setTimeout(() => void deliverCommitted({ firstId: lastId, lastId }), 0)
  }

  return {
    deliverCommitted,
    wake,
    subscribe: local.subscribe,
    since: local.since,
    lastId: local.lastId,
    streams: local.streams,
  }
}
