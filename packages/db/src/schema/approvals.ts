import { sql } from 'drizzle-orm'
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from './orgs-and-users'
import { approvalKinds, approvalStatuses, approvalTieCauses, oneOf } from './vocabulary'

/**
 * Decisions that could steer results or money (manual results, re-settlements, voids, odds, operator
 * settings, SUPER accounts, large grants and withdrawals): proposed by one administrator, applied only
 * when a second SUPER approves, and kept for good.
 */
export const approvals = pgTable(
  'approvals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: approvalKinds }).notNull(),
    status: text('status', { enum: approvalStatuses }).notNull().default('PENDING_APPROVAL'),
    /** The call's input as validated when proposed; applied as it is. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The round a manual result, re-settlement or void is about, for /fairness. */
    roundNo: integer('round_no'),
    reason: text('reason').notNull(),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => users.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** What applying it answered, or the refusal (code and message) it met. */
    result: jsonb('result'),
    failure: jsonb('failure').$type<{ code: string; message: string; details?: Record<string, unknown> }>(),
  },
  (t) => [
    index('approvals_status_idx').on(t.status, t.id),
    index('approvals_round_idx').on(t.roundNo),
    check('approvals_kind_valid', oneOf(t.kind, approvalKinds)),
    check('approvals_status_valid', oneOf(t.status, approvalStatuses)),
    check('approvals_reason_given', sql`length(trim(${t.reason})) > 0`),
  ],
)

/**
 * Pairs that are not two people for four eyes: `approverId` may not approve proposals of `proposerId`,
 * who created the account or reset its password or second factor and so may hold its credentials.
 * Kept for good (docs/roles-and-branches.md §5).
 */
export const approvalTies = pgTable(
  'approval_ties',
  {
    approverId: integer('approver_id')
      .notNull()
      .references(() => users.id),
    proposerId: integer('proposer_id')
      .notNull()
      .references(() => users.id),
    cause: text('cause', { enum: approvalTieCauses }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.approverId, t.proposerId, t.cause] }),
    check('approval_ties_cause_valid', oneOf(t.cause, approvalTieCauses)),
  ],
)
