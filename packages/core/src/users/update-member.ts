import { users } from '@pb/db'
import { eq } from 'drizzle-orm'
import { writeAudit } from '../audit'
import type { Actor } from '../auth/actor'
import { revokeUserSessions, sessionsRevoked } from '../auth/end-sessions'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { DomainError } from '../errors'
import type { GameEvent } from '../events/types'
import { assignableRoles } from '../roles'
import { lockManagedUser } from './managed-user'
import { profileUpdated } from './member-events'
import type { Member } from './member-view'
import { profileOf } from './profile'
import type { UpdateMemberInput } from './schemas'

type Changes = Omit<UpdateMemberInput, 'id'>

const tenths = (rate: number) => Math.round(rate * 10)

/** The fields whose new value differs from the member's current one. */
function differences(member: Member, changes: Changes): Partial<Changes> {
  return Object.fromEntries(
    Object.entries(changes).filter(([field, value]) => {
      if (value === undefined) return false
      if (field === 'pointRate') return tenths(value as number) !== tenths(member.pointRate)
      return value !== member[field as keyof Changes]
    }),
  )
}

/** Refuses what the actor may not do to this user even inside their scope. */
function assertAllowed(actor: Actor, member: Member, changed: Partial<Changes>) {
  if (changed.roleCode !== undefined) {
    if (member.id === actor.userId) throw new DomainError('FORBIDDEN', '자신의 등급은 변경할 수 없습니다.')
    if (!assignableRoles(actor.roleCode).includes(changed.roleCode)) {
      throw new DomainError('FORBIDDEN', '자신보다 낮은 등급만 지정할 수 있습니다.')
    }
  }
  if (changed.statusCode !== undefined && changed.statusCode !== 'ACTIVE' && member.id === actor.userId) {
    throw new DomainError('FORBIDDEN', '자신의 계정은 정지할 수 없습니다.')
  }
}

/**
 * An administrator edits a user of their scope (spec §7 PUT /admin/users/{id}): nickname, phone,
 * email, point rate and status, and name and role where the actor may assign that role. Suspending
 * or deactivating ends the user's sessions and open event streams. Audited with before and after.
 */
export async function updateMember(ctx: UseCaseContext, input: UpdateMemberInput): Promise<Member> {
  const actor = requireAdmin(ctx)
  const { id, ...changes } = input
  const now = ctx.clock.now()
  const { member, events } = await ctx.db.transaction(async (tx) => {
    const before = await lockManagedUser(tx, actor, id)
    const changed = differences(before, changes)
    assertAllowed(actor, before, changed)
    if (Object.keys(changed).length === 0) return { member: before, events: [] }

    const { pointRate, ...columns } = changed
    await tx
      .update(users)
      .set({
        ...columns,
        ...(pointRate === undefined ? {} : { pointRateTenths: tenths(pointRate) }),
        updatedAt: now,
      })
      .where(eq(users.id, id))
    const after = await profileOf(tx, id)
    const fields = Object.keys(changed) as (keyof Changes)[]
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'USER_UPDATE',
      targetType: 'user',
      targetId: id,
      before: Object.fromEntries(fields.map((field) => [field, before[field]])),
      after: Object.fromEntries(fields.map((field) => [field, after[field]])),
      ip: ctx.ip,
    })
    // The member's open pages hear the new status before their streams close; a new role is heard
    // too, so no instance keeps answering with the old one.
    const published: GameEvent[] = []
    if (changed.statusCode !== undefined || changed.roleCode !== undefined)
      published.push(profileUpdated(after))
    if (changed.statusCode !== undefined && changed.statusCode !== 'ACTIVE') {
      published.push(...sessionsRevoked(id, await revokeUserSessions(tx, id, now)))
    }
    return { member: after, events: published }
  })
  if (events.length > 0) await ctx.bus.publish(events)
  return member
}
