import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './users'
import { oneOf, orgStatuses } from './vocabulary'

/**
 * The operator's network: the root (SUPER's, level 0) › HQ (1) › AGENCY (2) › SHOP (3). `path` is the
 * chain of ids from the root ("/1/4/9/") so a subtree is one LIKE. The database holds the shape
 * (migration 0015): a branch's parent is exactly one level up, a level never changes, there is one
 * root, and an administrator's role matches its branch's level (see `users`).
 */
export const orgs = pgTable(
  'orgs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => orgs.id),
    path: text('path').notNull(),
    /** A suspended branch's people (its subtree's) cannot sign in or bet; their money stays. */
    status: text('status', { enum: orgStatuses }).notNull().default('ACTIVE'),
    /** While suspended: the level of the administrator who suspended it; only that level or a higher one resumes it. */
    sanctionLevel: integer('sanction_level'),
    /** The administrator the branch was opened for, who is paid its commission. */
    headUserId: integer('head_user_id').references((): AnyPgColumn => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orgs_path_idx').on(t.path),
    index('orgs_parent_idx').on(t.parentId),
    // Sign-in and bets ask whether a branch above the member is suspended; there are few or none.
    index('orgs_suspended_idx').on(t.path).where(sql`${t.status} = 'SUSPENDED'`),
    uniqueIndex('orgs_single_root_idx').on(sql`(${t.parentId} is null)`).where(sql`${t.parentId} is null`),
    check('orgs_level_range', sql`${t.level} between 0 and 3`),
    check('orgs_status_valid', oneOf(t.status, orgStatuses)),
  ],
)
