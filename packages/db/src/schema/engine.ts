import { sql } from 'drizzle-orm'
import { bigint, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The round engine's fencing epoch (docs/operations.md §2): one row, raised by every instance that
 * becomes the leader. The engine's write transactions carry the epoch they led with and are refused
 * once a newer leader has raised it, so a leader that lost its lock unnoticed writes nothing.
 */
export const engineLeadership = pgTable(
  'engine_leadership',
  {
    id: integer('id').primaryKey().default(1),
    epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
    /** The instance that raised the epoch last, and when: what the operator sees as the leader. */
    instanceId: text('instance_id'),
    ledSince: timestamp('led_since', { withTimezone: true }),
  },
  (t) => [check('engine_leadership_one_row', sql`${t.id} = 1`)],
)
