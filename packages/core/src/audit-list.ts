import { idInput, kstDateInput, textInput } from '@pb/contract/inputs/fields'
import { pageNumberInput, pageSizeInput } from '@pb/contract/inputs/paging'
import { listPageSizes } from '@pb/contract/limits'
import { auditLog, type Executor, orgs, users } from '@pb/db'
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import { auditActions } from './audit'
import type { Actor } from './auth/actor'
import { requireAdmin } from './auth/permissions'
import type { UseCaseContext } from './context'
import { kstDateRange } from './date-range'
import { pageOf } from './paging'
import { manageableUsers } from './users/scope'

/** Filters of the audit log (newest first); dates are KST days, both inclusive. */
export const auditListInput = z.object({
  actorId: idInput('작업자 ID').optional(),
  actorLoginId: textInput(30).optional(),
  targetUserId: idInput('대상 회원 ID').optional(),
  action: z.enum(auditActions, { error: `작업은 ${auditActions.join(', ')} 중 하나입니다.` }).optional(),
  startDate: kstDateInput.optional(),
  endDate: kstDateInput.optional(),
  page: pageNumberInput,
  limit: pageSizeInput(listPageSizes.audit),
})
export type AuditListFilter = z.output<typeof auditListInput>

type JsonValue = z.core.util.JSONType

const actorUser = alias(users, 'actor_user')
const targetUser = alias(users, 'target_user')
const targetsUser = eq(auditLog.targetType, 'user')

/**
 * The rows a non-SUPER administrator may read: their own actions, actions of users they manage, and
 * actions on users they manage.
 */
function visibleTo(executor: Executor, actor: Actor): SQL | undefined {
  if (actor.roleCode === 'SUPER') return undefined
  const managed = (id: SQL.Aliased) =>
    executor
      .select({ id })
      .from(users)
      .innerJoin(orgs, eq(orgs.id, users.orgId))
      .where(manageableUsers(actor))
  return or(
    eq(auditLog.actorId, actor.userId),
    inArray(auditLog.actorId, managed(sql`${users.id}`.as('id'))),
    and(targetsUser, inArray(auditLog.targetId, managed(sql`${users.id}::text`.as('id')))),
  )
}

/** The audit log as administrators read it, within their scope, newest first. */
export async function listAudit(ctx: UseCaseContext, filter: AuditListFilter) {
  const actor = requireAdmin(ctx)
  const executor = ctx.db
  const where = and(
    visibleTo(executor, actor),
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.actorLoginId ? eq(actorUser.loginId, filter.actorLoginId) : undefined,
    filter.targetUserId ? and(targetsUser, eq(auditLog.targetId, String(filter.targetUserId))) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    kstDateRange(auditLog.createdAt, filter),
  )
  const rows = await executor
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorLoginId: actorUser.loginId,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetLoginId: targetUser.loginId,
      before: auditLog.before,
      after: auditLog.after,
      ip: auditLog.ip,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(actorUser, eq(actorUser.id, auditLog.actorId))
    .leftJoin(targetUser, and(targetsUser, eq(sql`${targetUser.id}::text`, auditLog.targetId)))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
  const [total] = await executor
    .select({ n: count() })
    .from(auditLog)
    .leftJoin(actorUser, eq(actorUser.id, auditLog.actorId))
    .where(where)
  return pageOf(
    rows.map((row) => ({
      ...row,
      // jsonb holds JSON; typed as such, both APIs describe it.
      before: row.before as JsonValue,
      after: row.after as JsonValue,
      createdAt: row.createdAt.toISOString(),
    })),
    filter,
    Number(total?.n ?? 0),
  )
}
