import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { oneOf, orgStatuses, roleCodes, userStatuses } from './vocabulary'

// Branches and the accounts in them refer to each other (a branch's head, an account's branch), so
// they are declared side by side.

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

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    roleCode: text('role_code', { enum: roleCodes }).notNull(),
    statusCode: text('status_code', { enum: userStatuses }).notNull().default('ACTIVE'),
    /**
     * While the user is not ACTIVE: the branch level (0 the root … 3 a shop) of the administrator who
     * set that status. Only that level or a higher one lifts it (docs/roles-and-branches.md §2).
     */
    sanctionLevel: integer('sanction_level'),
    /**
     * A SUPER approves no proposal before this instant: the cooling-off of a new, promoted or
     * reactivated SUPER (docs/roles-and-branches.md §5).
     */
    approvesFrom: timestamp('approves_from', { withTimezone: true }),
    loginId: text('login_id').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    /** Percentage of stake earned as points, in tenths of a percent (3.0 % → 30). */
    pointRateTenths: integer('point_rate_tenths').notNull().default(30),
    bankName: text('bank_name').notNull().default(''),
    accountNumber: text('account_number').notNull().default(''),
    accountHolder: text('account_holder').notNull().default(''),
    betBlocked: boolean('bet_blocked').notNull().default(false),
    pointPasswordHash: text('point_password_hash'),
    /** An administrator's TOTP secret (base32), set at enrolment; the factor is on once confirmed. */
    totpSecret: text('totp_secret'),
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code is never accepted twice (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Minutes of play between reality checks the member chose (15, 30 or 60); 0 turns them off. */
    realityCheckMinutes: integer('reality_check_minutes').notNull().default(30),
    /**
     * Set by a settlement (per member or global): the member's history that finished at or before
     * this instant is archived, out of everyday lists and totals but still readable (see `archive`).
     */
    archivedThrough: timestamp('archived_through', { withTimezone: true }),
    /**
     * A member's own time-out or self-exclusion: until this instant they may not bet, top up or
     * convert points. It only ever moves later; a permanent exclusion is the end of year 9999.
     */
    selfExcludedUntil: timestamp('self_excluded_until', { withTimezone: true }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_org_idx').on(t.orgId),
    // `ADMIN` beside `admin` would be two accounts a person cannot tell apart.
    uniqueIndex('users_login_id_lower_idx').on(sql`lower(${t.loginId})`),
    check('users_point_rate_range', sql`${t.pointRateTenths} BETWEEN 0 AND 100`),
    check('users_role_valid', oneOf(t.roleCode, roleCodes)),
    check('users_status_valid', oneOf(t.statusCode, userStatuses)),
    check('users_reality_check_minutes_valid', sql`${t.realityCheckMinutes} IN (0, 15, 30, 60)`),
  ],
)
