import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'
import { sessionAreas } from './vocabulary'

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
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
  (t) => [index('session_tokens_session_idx').on(t.sessionId)],
)

/** Failed sign-ins, counted per account and per IP over a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loginId: text('login_id').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_login_idx').on(t.loginId, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
)
