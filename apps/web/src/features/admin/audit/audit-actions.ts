import type { TFunction } from 'i18next'
import type { AuditAction } from '../admin-types'

/**
 * Every action the server records, in the action filter's order (typecheck fails on a new one
 * without). Kept apart from the console's catalog: the audit route's search parsing runs in the
 * entry chunk, which must not carry the catalog.
 */
const known: Record<AuditAction, true> = {
  USER_CREATE: true,
  USER_UPDATE: true,
  USER_BET_BLOCK: true,
  USER_PASSWORD_SET: true,
  USER_POINT_PASSWORD_SET: true,
  USER_DEACTIVATE: true,
  USER_DELETE: true,
  PASSWORD_CHANGE: true,
  PROFILE_UPDATE: true,
  TOTP_ENABLE: true,
  TOTP_DISABLE: true,
  TOTP_RESET: true,
  BALANCE_ADJUST: true,
  POINT_ADJUST: true,
  TRANSACTION_APPROVE: true,
  TRANSACTION_REJECT: true,
  ODDS_UPDATE: true,
  SETTING_UPDATE: true,
  MANUAL_RESULT: true,
  ROUND_VOID: true,
  ROUND_RESETTLE: true,
  MEMBER_SETTLEMENT: true,
  GLOBAL_SETTLEMENT: true,
  SELF_LIMIT_SET: true,
  SELF_EXCLUSION: true,
  ORG_CREATE: true,
  ORG_UPDATE: true,
  ORG_COMMISSION_SET: true,
  USER_MOVE: true,
  COMMISSION_CLOSE: true,
  POINT_RATE_CAP: true,
  PROPOSAL_CREATE: true,
  PROPOSAL_APPROVE: true,
  PROPOSAL_REJECT: true,
  NOTICE_CREATE: true,
  NOTICE_UPDATE: true,
  NOTICE_PUBLISH: true,
  NOTICE_UNPUBLISH: true,
  NOTICE_DELETE: true,
  MESSAGE_SEND: true,
  INQUIRY_ANSWER: true,
  INQUIRY_CLOSE: true,
}

const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(known, value)

/** Every action: the options of the action filter. */
export const auditActions: readonly AuditAction[] = Object.keys(known).filter(isAuditAction)

/** An action's label; one the console does not know yet shows as the server names it. */
export function auditActionLabel(action: string, t: TFunction<'admin'>): string {
  return isAuditAction(action) ? t(`audit.actions.${action}`) : action
}
