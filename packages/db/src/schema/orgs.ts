import { type AnyPgColumn, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/** The org tree. `path` is the chain of ids from the root ("/1/4/9/") so a subtree is one LIKE. */
export const orgs = pgTable(
  'orgs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => orgs.id),
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orgs_path_idx').on(t.path)],
)
