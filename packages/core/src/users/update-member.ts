import { type AdminRoleCode, assignableRoles, type RoleCode } from '@pb/access'
import type { UpdateMemberInput } from '@pb/contract/inputs/members'
import { type Executor, orgs, type UserStatus, users } from '@pb/db'
import { and, eq, isNull, ne } from 'drizzle-orm'
import { startCoolingOff } from '../approvals/approvers'
import { writeAudit } from '../audit'
import type { Actor } from '../auth/actor'
import { revokeUserSessions, sessionsRevoked } from '../auth/end-sessions'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { refusal } from '../errors'
import type { GameEvent } from '../events/types'
import { assertPointRate, lockEdgeState } from '../game/house-edge'
import { belongsAt, levelLabels, levelName, levelOfRole } from '../orgs/levels'
import { assertMayLift, sanctionLevelOf } from '../orgs/sanctions'
import { commitWithEvents } from '../unit-of-work'
import { lockManagedUser } from './managed-user'
import { profileUpdated } from './member-events'
import type { Member } from './member-view'
import { profileOf } from './profile'

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
    if (member.id === actor.userId) throw refusal('FORBIDDEN', 'ownRole')
    if (!assignableRoles(actor.roleCode).includes(changed.roleCode)) {
      throw refusal('FORBIDDEN', 'assignLowerRoles')
    }
    if (!belongsAt(changed.roleCode, member.orgLevel)) {
      const level = levelName(levelOfRole(changed.roleCode as AdminRoleCode))
      throw refusal(
        'BRANCH_LEVEL_MISMATCH',
        'roleLevel',
        { roleCode: changed.roleCode, level },
        { role: changed.roleCode, level: levelLabels[level] },
      )
    }
  }
  if (changed.statusCode !== undefined && changed.statusCode !== 'ACTIVE' && member.id === actor.userId) {
    throw refusal('FORBIDDEN', 'suspendSelf')
  }
}

/**
 * A new status lifts the user's sanction only from its level or above, and records the level of the
 * one it sets (docs/roles-and-branches.md §2).
 */
async function sanctionChange(tx: Executor, actor: Actor, id: number, status: UserStatus) {
  const [user] = await tx.select({ sanctionLevel: users.sanctionLevel }).from(users).where(eq(users.id, id))
  assertMayLift(actor, user?.sanctionLevel ?? null)
  return { sanctionLevel: status === 'ACTIVE' ? null : sanctionLevelOf(actor) }
}

/**
 * A branch's head is one of its administrators: a user who leaves that role hands the branch to the
 * next administrator of it (or none), and an administrator given a headless branch's role heads it.
 */
async function keepBranchHead(tx: Executor, orgId: number, userId: number, role: RoleCode) {
  if (role === 'MEMBER') {
    const [next] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.orgId, orgId), ne(users.roleCode, 'MEMBER'), ne(users.id, userId)))
      .orderBy(users.id)
      .limit(1)
    await tx
      .update(orgs)
      .set({ headUserId: next?.id ?? null })
      .where(and(eq(orgs.id, orgId), eq(orgs.headUserId, userId)))
  } else {
    await tx
      .update(orgs)
      .set({ headUserId: userId })
      .where(and(eq(orgs.id, orgId), isNull(orgs.headUserId)))
  }
}

/**
 * An administrator edits a user of their scope (PUT /admin/users/{id}, docs/product.md §7.2): nickname, phone,
 * email, point rate and status, and name and role where the actor may assign that role. Suspending,
 * deactivating or a new role ends the user's sessions and open event streams. Audited with before
 * and after.
 */
export async function updateMember(ctx: UseCaseContext, input: UpdateMemberInput): Promise<Member> {
  const actor = requireAdmin(ctx)
  const { id, ...changes } = input
  const now = ctx.clock.now()
  const member = await commitWithEvents(ctx, async (tx) => {
    const before = await lockManagedUser(tx, actor, id)
    const changed = differences(before, changes)
    assertAllowed(actor, before, changed)
    if (Object.keys(changed).length === 0) return { answer: before, events: [] }
    const sanction =
      changed.statusCode === undefined ? {} : await sanctionChange(tx, actor, id, changed.statusCode)

    const { pointRate, ...columns } = changed
    // An administrator made a member brings their rate into the edge (docs/game-rules.md §4) as a new rate does.
    const memberRate = pointRate ?? (changed.roleCode === 'MEMBER' ? before.pointRate : undefined)
    if (memberRate !== undefined) assertPointRate(await lockEdgeState(tx, now), tenths(memberRate))
    await tx
      .update(users)
      .set({
        ...columns,
        ...(pointRate === undefined ? {} : { pointRateTenths: tenths(pointRate) }),
        ...sanction,
        updatedAt: now,
      })
      .where(eq(users.id, id))
    if (changed.roleCode !== undefined) await keepBranchHead(tx, before.orgId, id, changed.roleCode)
    // A SUPER made or brought back approves nothing for a day (docs/roles-and-branches.md §5).
    const role = changed.roleCode ?? before.roleCode
    if (role === 'SUPER' && (changed.roleCode !== undefined || changed.statusCode === 'ACTIVE')) {
      await startCoolingOff(tx, id, now)
    }
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
    // A session serves the area of the role it signed in with: a demoted administrator's streams
    // would otherwise keep hearing the branch's cashier events under the old role.
    const disabled = changed.statusCode !== undefined && changed.statusCode !== 'ACTIVE'
    if (disabled || changed.roleCode !== undefined) {
      published.push(...sessionsRevoked(id, await revokeUserSessions(tx, id, now)))
    }
    return { answer: after, events: published }
  })
  return member
}
