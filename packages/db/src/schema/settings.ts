import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './orgs-and-users'

/** Operator settings (caps, switches); absent keys fall back to the defaults in code. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
