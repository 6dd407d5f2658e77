import type { UpdateProfileInput } from '@pb/contract/inputs/members'
import { users } from '@pb/db'
import { eq } from 'drizzle-orm'
import { writeAudit } from '../audit'
import { requireMember } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { commit } from '../unit-of-work'
import type { Member } from './member-view'
import { profileOf } from './profile'

type Field = keyof UpdateProfileInput

/**
 * A member edits their own nickname, phone and email (PUT /users/profile). Only what differs is
 * written, and audited with before and after like an administrator's edit of the same fields.
 */
export async function updateProfile(ctx: UseCaseContext, input: UpdateProfileInput): Promise<Member> {
  const actor = requireMember(ctx)
  const now = ctx.clock.now()
  return commit(ctx, async (tx) => {
    // Locked, so concurrent edits run one after another and each audit row's `before` is what it replaced.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId)).for('no key update')
    const before = await profileOf(tx, actor.userId)
    const fields = (Object.keys(input) as Field[]).filter(
      (field) => input[field] !== undefined && input[field] !== before[field],
    )
    if (fields.length === 0) return before
    const changes = Object.fromEntries(fields.map((field) => [field, input[field]]))
    await tx
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, actor.userId))
    const after = await profileOf(tx, actor.userId)
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'PROFILE_UPDATE',
      targetType: 'user',
      targetId: actor.userId,
      before: Object.fromEntries(fields.map((field) => [field, before[field]])),
      after: Object.fromEntries(fields.map((field) => [field, after[field]])),
      ip: ctx.ip,
    })
    return after
  })
}
