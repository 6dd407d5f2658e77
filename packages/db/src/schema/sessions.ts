import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from './orgs-and-users'
import { oneOf, sessionAreas } from './vocabulary'

/** A sign-in: the family that all of its rotated tokens belong to. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    area: text('area', { enum: sessionAreas }).notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** The sign-in; the session ends a fixed time after it, however often it is refreshed. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a token of the session was last accepted, for the list of a user's sessions. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Whether the sign-in passed a second factor: requiring one for the role ends those that did not. */
    secondFactor: boolean('second_factor').notNull().default(false),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    // What the sweep of sessions past their lifetime reads.
    index('sessions_live_created_idx').on(t.createdAt).where(sql`${t.revokedAt} is null`),
  ],
)

/** Access and refresh tokens `<id>.<secret>`; only SHA-256(secret) is kept. */
export const sessionTokens = pgTable(
  'session_tokens',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['access', 'refresh', 'ticket'] }).notNull(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a refresh token is rotated; presenting it again is reuse. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('session_tokens_session_idx').on(t.sessionId),
    // What pruning spent event tickets reads.
    index('session_tokens_ticket_expiry_idx').on(t.expiresAt).where(sql`${t.kind} = 'ticket'`),
  ],
)

/** What a password guards: a sign-in, the point-conversion password, a password change, a TOTP code. */
export const passwordCheckKinds = ['login', 'point_password', 'password_change', 'totp'] as const

/**
 * Password attempts, recorded BEFORE the password is checked (so attempts in flight count) and
 * cleared when the right one arrives; counted per subject and address, per address, and per subject,
 * or per known device. Pruned once older than the window.
 */
export const passwordAttempts = pgTable(
  'password_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: passwordCheckKinds }).notNull(),
    /** The lower-cased login id of a sign-in, or the user id of the other kinds. */
    subject: text('subject').notNull(),
    /** The address it is counted by: an IPv4 address, or an IPv6 address's /64. */
    ip: text('ip').notNull(),
    /** The nonce of the sign-in's device token, when a known device made it. */
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('password_attempts_subject_idx').on(t.kind, t.subject, t.createdAt),
    index('password_attempts_ip_idx').on(t.kind, t.ip, t.createdAt),
    // What pruning reads.
    index('password_attempts_created_idx').on(t.createdAt),
    check('password_attempts_kind_valid', oneOf(t.kind, passwordCheckKinds)),
  ],
)

/** Recovery codes of an administrator's second factor; only SHA-256 of each is kept, each used once. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('totp_recovery_codes_user_idx').on(t.userId)],
)

/** Live events are numbered from one sequence, so every server instance gives an event the same id. */
export const eventIds = pgSequence('event_ids')
