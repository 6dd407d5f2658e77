import type { UpdateOrgInput } from '@pb/contract/inputs/branches'
import { type Executor, orgs, queryRows, sessionTokens } from '@pb/db'
import { eq, inArray, sql } from 'drizzle-orm'
import { writeAudit } from '../audit'
import { sessionsRevokedByUser } from '../auth/end-sessions'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { refusal } from '../errors'
import type { GameEvent } from '../events/types'
import { commitWithEvents } from '../unit-of-work'
import { findOrgInScope, requireAncestor } from './branch-scope'
import { orgView } from './list-orgs'
import { assertMayLift, sanctionLevelOf } from './sanctions'

/** Ends the live sessions of everyone in the subtree at `path`; answers what closes their streams. */
async function endSubtreeSessions(tx: Executor, path: string, now: Date): Promise<GameEvent[]> {
  const ended = await queryRows<{ id: string; user_id: number }>(
    tx,
    sql`update sessions s set revoked_at = ${now.toISOString()}::timestamptz
      from users u join ${orgs} o on o.id = u.org_id
      where s.user_id = u.id and s.revoked_at is null and o.path like ${`${path}%`}
      returning s.id, s.user_id`,
  )
  if (ended.length === 0) return []
  await tx.delete(sessionTokens).where(
    inArray(
      sessionTokens.sessionId,
      ended.map((session) => session.id),
    ),
  )
  return sessionsRevokedByUser(ended.map((session) => ({ id: session.id, userId: session.user_id })))
}

/**
 * Renames a branch (its own administrators may), or suspends or resumes it (an ancestor only; the
 * root never; a suspension only from its level or above). Suspending ends the sessions and event streams of everyone in its subtree at once, and
 * until it is resumed nobody there signs in or bets; their money stays. Audited.
 */
export async function updateOrg(ctx: UseCaseContext, input: UpdateOrgInput) {
  const actor = requireAdmin(ctx)
  const now = ctx.clock.now()
  return commitWithEvents(ctx, async (tx) => {
    const org = await findOrgInScope(tx, actor, input.id, true)
    const changes = {
      ...(input.name !== undefined && input.name !== org.name ? { name: input.name } : {}),
      ...(input.status !== undefined && input.status !== org.status ? { status: input.status } : {}),
    }
    if (changes.status !== undefined) {
      requireAncestor(actor, org)
      if (org.parentId === null) throw refusal('FORBIDDEN', 'suspendRoot')
      if (changes.status === 'ACTIVE') assertMayLift(actor, org.sanctionLevel)
    }
    let published: GameEvent[] = []
    if (Object.keys(changes).length > 0) {
      const sanctionLevel =
        changes.status === undefined
          ? {}
          : { sanctionLevel: changes.status === 'ACTIVE' ? null : sanctionLevelOf(actor) }
      await tx
        .update(orgs)
        .set({ ...changes, ...sanctionLevel })
        .where(eq(orgs.id, org.id))
      if (changes.status === 'SUSPENDED') published = await endSubtreeSessions(tx, org.path, now)
      await writeAudit(tx, {
        actorId: actor.userId,
        action: 'ORG_UPDATE',
        targetType: 'org',
        targetId: org.id,
        before: Object.fromEntries(
          Object.keys(changes).map((field) => [field, org[field as keyof typeof changes]]),
        ),
        after: changes,
        ip: ctx.ip,
      })
    }
    return { answer: await orgView(tx, now, org.id), events: published }
  })
}
