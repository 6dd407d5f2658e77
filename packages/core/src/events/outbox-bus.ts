import type { Db } from '@pb/db'
import type { Clock } from '../clock'
import { createMemoryBus } from './memory-bus'
import { outboxAfter, outboxStart, recordEvents } from './outbox'
import type { EventBus, GameEvent } from './types'

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

  async function readNew() {
    if (delivered === undefined) {
      delivered = options.startAfter ?? (await outboxStart(db, 'oldest'))
      local.unknownThrough(delivered)
    }
    for (;;) {
      const runs = await outboxAfter(db, delivered, READ_LIMIT)
      for (const run of runs) {
        const events = JSON.parse(run.events) as GameEvent[]
        events.forEach((event, i) => {
          const id = run.firstId + i
          if (id > (delivered as number)) local.deliver(event, id)
        })
        delivered = run.lastId
        options.onDelivered?.(Date.now() - run.writtenAt)
      }
      if (runs.length < READ_LIMIT) return
    }
  }

  /**
   * A read that starts after the call (so it sees every commit before it); calls that come while one
   * waits to start share it. It never fails: what a failed read missed, the next one reads.
   */
  function deliverCommitted(): Promise<void> {
    if (queued) return queued
    const read = current.then(() => {
      queued = undefined
      return readNew().catch((error: unknown) => options.onError?.(error))
    })
    queued = read
    current = read
    return read
  }

  return {
    async publish(events) {
      if (events.length === 0) return
      await db.transaction((tx) => recordEvents(tx, events))
      await deliverCommitted()
    },
    deliverCommitted,
    subscribe: local.subscribe,
    since: local.since,
    lastId: local.lastId,
    streams: local.streams,
  }
}
