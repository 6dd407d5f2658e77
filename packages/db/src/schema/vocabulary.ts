import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * The words the product speaks in, each defined once. Columns take them as `text({ enum })` with a
 * CHECK built from the same list, so the database refuses what TypeScript would.
 */

export { type AdminRoleCode, type RoleCode, roleCodes } from '@pb/access'
export {
  type InquiryStatus,
  inquiryStatuses,
  type NoticeStatus,
  noticeStatuses,
  type OrgStatus,
  orgStatuses,
  type RequestStatus,
  requestStatuses,
  type SelfLimitPeriod,
  type SelfLimitType,
  selfLimitPeriods,
  selfLimitTypes,
  type UserStatus,
  userStatuses,
} from '@pb/contract/vocabulary'

/** Branch levels by depth: the root is SUPER's (0), then HQ (1), AGENCY (2), SHOP (3). */
export const orgLevels = ['ROOT', 'HQ', 'AGENCY', 'SHOP'] as const
export type OrgLevel = (typeof orgLevels)[number]
/** What a commission close covers: a KST day, a Monday-to-Sunday week, or a calendar month. */
export const commissionPeriods = ['DAY', 'WEEK', 'MONTH'] as const
export type CommissionPeriod = (typeof commissionPeriods)[number]

export const roundStatuses = ['OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'VOID'] as const
export type RoundStatus = (typeof roundStatuses)[number]
export const roundSources = ['RNG', 'MANUAL'] as const
/** Why a round was voided: the operator (with a second SUPER's approval), or a beacon too late to draw on. */
export const voidReasons = ['OPERATOR', 'BEACON_LATE'] as const
export type VoidReason = (typeof voidReasons)[number]

/** What one administrator proposes and a second SUPER approves before it takes effect (four eyes). */
export const approvalKinds = [
  'MANUAL_RESULT',
  'RESETTLE',
  'ROUND_VOID',
  'ODDS_UPDATE',
  'SETTINGS_UPDATE',
  'SUPER_CREATE',
  'SUPER_UPDATE',
  'SUPER_PASSWORD_RESET',
  'SUPER_TOTP_RESET',
  'BALANCE_GRANT',
  'WITHDRAWAL_APPROVE',
] as const
/** Why one SUPER may not approve another's proposals: they made the account, or reset its credentials. */
export const approvalTieCauses = ['CREATED', 'CREDENTIALS_RESET'] as const
export type ApprovalTieCause = (typeof approvalTieCauses)[number]
export type ApprovalKind = (typeof approvalKinds)[number]
/**
 * A proposal waits (PENDING_APPROVAL) until approved, rejected or 24 hours old (EXPIRED). Approved,
 * it is applied (APPLIED), or refused by the state it meets then (FAILED); APPROVED is the moment
 * between, and a proposal left there (the server stopped) expires instead of being applied later.
 */
export const approvalStatuses = [
  'PENDING_APPROVAL',
  'APPROVED',
  'APPLIED',
  'REJECTED',
  'EXPIRED',
  'FAILED',
] as const
export type ApprovalStatus = (typeof approvalStatuses)[number]

/** A purchase and each of its items. */
export const betStatuses = ['PLACED', 'WON', 'LOST', 'VOID'] as const
export type BetStatus = (typeof betStatuses)[number]

export const cashRequestTypes = ['TOPUP', 'WITHDRAWAL', 'POINT_CONVERT'] as const
export type CashRequestType = (typeof cashRequestTypes)[number]

/** Every kind of money movement; the amount's sign says which way it went. */
export const moneyLedgerTypes = [
  'BET_STAKE',
  'BET_PAYOUT',
  'BET_REFUND',
  'TOPUP',
  'WITHDRAW_HOLD',
  'WITHDRAW_RELEASE',
  'WITHDRAW_APPROVED',
  'ADJUST_CREDIT',
  'ADJUST_DEBIT',
  'POINT_CONVERT',
  /** A re-settlement takes back a purchase's earlier payout (negative) before paying it again. */
  'BET_PAYOUT_REVERSAL',
  /** A branch's commission for a closed period, paid by the house to the branch's head. */
  'COMMISSION',
] as const
export type MoneyLedgerType = (typeof moneyLedgerTypes)[number]

/** POINT_EARN_REVERSAL takes back a re-settled purchase's earlier points. */
export const pointLedgerTypes = [
  'POINT_EARN',
  'POINT_CONVERT_IN',
  'POINT_ADJUST',
  'POINT_EARN_REVERSAL',
] as const
export type PointLedgerType = (typeof pointLedgerTypes)[number]

export const sessionAreas = ['member', 'admin'] as const

/** `column IN (…the list…)`, for the CHECK that keeps a column within its vocabulary. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`
}
