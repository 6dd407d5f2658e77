import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { orgs, users } from './orgs-and-users'
import { commissionPeriods, oneOf } from './vocabulary'

/**
 * A branch's commission rates from a KST day on: the rates in force on day D are the row with the
 * latest `effectiveFrom` at or before D. A change is a new row from the next day, so nothing already
 * earned changes; a branch without a row earns nothing.
 */
export const orgCommissionRates = pgTable(
  'org_commission_rates',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** Percent of settled stakes, in tenths (1.2 % → 12): 0 to 5 %. */
    rollingRateTenths: integer('rolling_rate_tenths').notNull(),
    /** Percent of the period's net loss, whole: 0 to 50 %. */
    losingRatePercent: integer('losing_rate_percent').notNull(),
    setBy: integer('set_by')
      .notNull()
      .references(() => users.id),
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.effectiveFrom] }),
    check('org_commission_rolling_range', sql`${t.rollingRateTenths} between 0 and 50`),
    check('org_commission_losing_range', sql`${t.losingRatePercent} between 0 and 50`),
  ],
)

/**
 * A closed commission period (a KST day, Monday-to-Sunday week or month). Periods never overlap
 * (an exclusion constraint, migration 0015), so no stake is paid for twice.
 */
export const commissionCloses = pgTable(
  'commission_closes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    period: text('period', { enum: commissionPeriods }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    closedBy: integer('closed_by')
      .notNull()
      .references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('commission_closes_period_valid', oneOf(t.period, commissionPeriods)),
    check('commission_closes_dates_ordered', sql`${t.startDate} <= ${t.endDate}`),
  ],
)

/**
 * What each branch was owed and paid when a period closed, with the whole statement as it read then:
 * kept as closed, never rewritten. A later change to a closed period (a re-settlement) is paid as
 * an adjustment at the next close.
 */
export const commissionStatements = pgTable(
  'commission_statements',
  {
    closeId: bigint('close_id', { mode: 'number' })
      .notNull()
      .references(() => commissionCloses.id),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    rollingCommission: bigint('rolling_commission', { mode: 'number' }).notNull(),
    losingCommission: bigint('losing_commission', { mode: 'number' }).notNull(),
    adjustments: bigint('adjustments', { mode: 'number' }).notNull(),
    /** Credited to the head's wallet (COMMISSION): earned plus adjustments, never below 0. */
    paid: bigint('paid', { mode: 'number' }).notNull(),
    /** Who was paid; null when the branch had no head (what it earned is owed at a later close). */
    paidTo: integer('paid_to').references(() => users.id),
    statement: jsonb('statement').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.closeId, t.orgId] }),
    index('commission_statements_org_idx').on(t.orgId),
    check('commission_statements_paid_non_negative', sql`${t.paid} >= 0`),
  ],
)
