import { auditLog, type Executor } from '@pb/db'

export interface AuditEntry {
  actorId: number
  action: string
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
