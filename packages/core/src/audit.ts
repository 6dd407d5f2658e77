import { auditLog, type Executor } from '@pb/db'

/** Every action the audit log records; the audit list filters by these. */
export const auditActions = [
  'USER_CREATE',
  'USER_UPDATE',
  'USER_BET_BLOCK',
  'USER_PASSWORD_SET',
  'USER_POINT_PASSWORD_SET',
  'USER_DEACTIVATE',
  'USER_DELETE',
  'PASSWORD_CHANGE',
  'PROFILE_UPDATE',
  'TOTP_ENABLE',
  'TOTP_DISABLE',
  /** A superior removed a subordinate's second factor (a lost authenticator). */
  'TOTP_RESET',
  'BALANCE_ADJUST',
  'POINT_ADJUST',
  'TRANSACTION_APPROVE',
  'TRANSACTION_REJECT',
  'ODDS_UPDATE',
  'SETTING_UPDATE',
  'MANUAL_RESULT',
  'ROUND_VOID',
  'ROUND_RESETTLE',
  'MEMBER_SETTLEMENT',
  'GLOBAL_SETTLEMENT',
  /** A member's own responsible-play actions: a limit set or removed, a time-out or self-exclusion. */
  'SELF_LIMIT_SET',
  'SELF_EXCLUSION',
  /** The operator's network: branches opened, renamed, suspended or resumed, their rates, members moved, periods closed. */
  'ORG_CREATE',
  'ORG_UPDATE',
  'ORG_COMMISSION_SET',
  'USER_MOVE',
  'COMMISSION_CLOSE',
  /** Members' point rates brought down to what the minimum house edge allows. */
  'POINT_RATE_CAP',
  /** Four eyes: a SUPER's proposal, and a second SUPER's approval or rejection of it. */
  'PROPOSAL_CREATE',
  'PROPOSAL_APPROVE',
  'PROPOSAL_REJECT',
  /** The operator's messages (docs/messages.md): notices, messages to members, answers to inquiries. */
  'NOTICE_CREATE',
  'NOTICE_UPDATE',
  'NOTICE_PUBLISH',
  'NOTICE_UNPUBLISH',
  'NOTICE_DELETE',
  'MESSAGE_SEND',
  'INQUIRY_ANSWER',
  'INQUIRY_CLOSE',
] as const
export type AuditAction = (typeof auditActions)[number]

export interface AuditEntry {
  /** Null for what the system does itself (a migration's step at start). */
  actorId: number | null
  action: AuditAction
  targetType: string
  targetId?: string | number
  before?: unknown
  after?: unknown
  ip?: string
}

/** Records an administrator action; call it inside the transaction that made the change. */
export async function writeAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? '',
  })
}
