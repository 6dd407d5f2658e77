import { orgs, users } from '@pb/db'
import { eq, sql } from 'drizzle-orm'
import { writeAudit } from '../audit'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { DomainError } from '../errors'
import { openWallet } from '../ledger'
import { outranks } from '../roles'
import type { Member } from './member-view'
import { profileOf } from './profile'
import type { CreateMemberInput } from './schemas'
import { isInSubtree } from './scope'

/** Creates a user (member or lower administrator) in the actor's subtree, with an empty wallet. */
export async function createMember(ctx: UseCaseContext, input: CreateMemberInput): Promise<Member> {
  const actor = requireAdmin(ctx)
  if (!outranks(actor.roleCode, input.roleCode)) {
    throw new DomainError('FORBIDDEN', '자신보다 낮은 등급만 생성할 수 있습니다.')
  }
  const passwordHash = await Bun.password.hash(input.password, { algorithm: 'argon2id' })
  return ctx.db.transaction(async (tx) => {
    const orgId = input.orgId ?? actor.orgId
    const [org] = await tx.select({ path: orgs.path }).from(orgs).where(eq(orgs.id, orgId))
    if (!org) throw new DomainError('NOT_FOUND', '소속 조직을 찾을 수 없습니다.')
    if (!isInSubtree(actor, org.path)) throw new DomainError('FORBIDDEN', '하위 조직에만 생성할 수 있습니다.')

    // Login ids are case-free: `ADMIN` beside `admin` would be two accounts nobody can tell apart.
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.loginId}) = lower(${input.loginId})`)
    if (taken) throw new DomainError('LOGIN_ID_TAKEN')
    const [user] = await tx
      .insert(users)
      .values({
        orgId,
        roleCode: input.roleCode,
        loginId: input.loginId,
        passwordHash,
        nickname: input.nickname || input.loginId,
        name: input.accountHolder,
        phone: input.phone,
        email: input.email,
        pointRateTenths: Math.round(input.pointRate * 10),
        bankName: input.bankName,
        accountNumber: input.accountNumber,
        accountHolder: input.accountHolder,
      })
      // A concurrent create of the same id, in any case, conflicts on the case-free unique index.
      .onConflictDoNothing()
      .returning({ id: users.id })
    if (!user) throw new DomainError('LOGIN_ID_TAKEN')
    await openWallet(tx, user.id)
    const member = await profileOf(tx, user.id)
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'USER_CREATE',
      targetType: 'user',
      targetId: user.id,
      after: { loginId: member.loginId, roleCode: member.roleCode, orgId, pointRate: member.pointRate },
      ip: ctx.ip,
    })
    return member
  })
}
