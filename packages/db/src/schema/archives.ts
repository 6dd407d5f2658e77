import { bigserial, index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core'
import { users } from './orgs-and-users'

/**
 * Each settlement: the history it archived (a member's, or everyone's when `userId` is null) up to
 * `archivedThrough`, and the counts it reported. Nothing is deleted; the rows stay where they are.
 */
export const historyArchives = pgTable(
  'history_archives',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    archivedThrough: timestamp('archived_through', { withTimezone: true }).notNull(),
    cleared: jsonb('cleared').$type<Record<string, number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('history_archives_user_idx').on(t.userId, t.createdAt)],
)
