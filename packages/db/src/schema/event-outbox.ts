import { bigint, json, pgTable, timestamp } from 'drizzle-orm/pg-core'

/**
 * Live events, written by the transaction that causes them (docs/operations.md §7). One row holds a
 * run of events numbered first_id..last_id from the `event_ids` sequence, taken under one lock so ids
 * grow in commit order; every instance delivers the rows past the last it delivered, and a reconnecting
 * client is answered from them. Rows are kept for the replay window and a margin, then pruned.
 */
export const eventOutbox = pgTable('event_outbox', {
  lastId: bigint('last_id', { mode: 'number' }).primaryKey(),
  firstId: bigint('first_id', { mode: 'number' }).notNull(),
  /**
   * The run's events in id order: a JSON array, or a settlement packed (docs/operations.md §7).
   * Compressed with LZ4 on a Postgres built with it (migration 0028).
   */
  events: json('events').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
