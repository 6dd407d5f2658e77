import { type AdminRoleCode, outranks } from '@pb/access'
import type { CreateMemberInput } from '@pb/contract/inputs/members'
import { type Executor, orgs, users } from '@pb/db'
import { eq, sql } from 'drizzle-orm'
import { lockSuperAccounts, startCoolingOff, tieAccounts } from '../approvals/approvers'
import { writeAudit } from '../audit'
import type { Actor } from '../auth/actor'
import { requireCurrentPassword } from '../auth/current-password'
import { hashPassword } from '../auth/password-hash'
import { requireAdmin } from '../auth/permissions'
import type { UseCaseContext } from '../context'
import { DomainError, refusal } from '../errors'
import { assertPointRate, defaultPointRateTenths, lockEdgeState } from '../game/house-edge'
import { openWallet } from '../ledger'
import { levelLabels, levelName, levelOfRole, ROOT_LEVEL } from '../orgs/levels'
import { openBranch } from '../orgs/open-branch'
import { commit } from '../unit-of-work'
import type { Member } from './member-view'
import { profileOf } from './profile'
import { isInSubtree } from './scope'

type Branch = { id: number; level: number; path: string; headUserId: number | null }

/** The roles that head branches below the root (the root is the house's, and has no head). */
const isBranchRole = (role: string) => role === 'HQ' || role === 'AGENCY' || role === 'SHOP'

async function branchById(tx: Executor, id: number): Promise<Branch | undefined> {
  const [org] = await tx
    .select({ id: orgs.id, level: orgs.level, path: orgs.path, headUserId: orgs.headUserId })
    .from(orgs)
    .where(eq(orgs.id, id))
  return org
}

/**
 * Where a new user belongs. A member: the branch `orgId` names when it lies in the actor's subtree,
 * the actor's own branch without `orgId` or with the spec's fixed `orgId` 1 (the root) from an actor
 * below it. An administrator: the branch `orgId` names, which must lie in the subtree and be of the
 * role's level; without `orgId`, a new branch of its own one level under the actor's (`open`), which
 * only the role right below the actor's fits. Any other `orgId` (outside the subtree, or no branch
 * at all) is refused as not found, as ids elsewhere are: nobody is placed anywhere but where asked.
 */
async function placementOf(
  tx: Executor,
  actor: Actor,
  input: Pick<CreateMemberInput, 'roleCode' | 'orgId'>,
): Promise<{ branch: Branch; open: boolean }> {
  const named = input.orgId === undefined ? undefined : await branchById(tx, input.orgId)
  const inScope = named && isInSubtree(actor, named.path) ? named : undefined
  const own = await branchById(tx, actor.orgId)
  if (!own) throw refusal('NOT_FOUND', 'ownBranchNotFound')
  const unknownBranch = () => refusal('NOT_FOUND', 'branchNotFound')
  if (input.roleCode === 'MEMBER') {
    // The spec's fixed orgId 1 is the root: from an actor below it, the actor's own branch.
    if (input.orgId !== undefined && !inScope && named?.level !== ROOT_LEVEL) throw unknownBranch()
    return { branch: inScope ?? own, open: false }
  }
  // Every SUPER belongs to the root, which is SUPER's own branch.
  if (input.roleCode === 'SUPER') return { branch: own, open: false }

  const level = levelOfRole(input.roleCode as AdminRoleCode)
  const label = levelLabels[levelName(level)]
  const levelDetails = { roleCode: input.roleCode, level: levelName(level) }
  if (input.orgId !== undefined) {
    if (!inScope) throw unknownBranch()
    if (inScope.level !== level) {
      throw refusal('BRANCH_LEVEL_MISMATCH', 'roleLevel', levelDetails, {
        role: input.roleCode,
        level: label,
      })
    }
    return { branch: inScope, open: false }
  }
  if (own.level + 1 !== level) {
    throw refusal('BRANCH_LEVEL_MISMATCH', 'openBranchBelow', levelDetails, {
      role: input.roleCode,
      level: label,
    })
  }
  return { branch: own, open: true }
}

/**
 * Refuses a creation the actor may not make: below their own role, or another SUPER, which takes the
 * creator's password again (a second SUPER approves the first's proposals).
 */
export async function assertMayCreate(ctx: UseCaseContext, actor: Actor, input: CreateMemberInput) {
  if (input.roleCode === 'SUPER' && actor.roleCode === 'SUPER') {
    if (!input.currentPassword) {
      throw refusal('VALIDATION', 'superNeedsPassword', { field: 'currentPassword' })
    }
    await requireCurrentPassword(ctx, actor, input.currentPassword)
  } else if (!outranks(actor.roleCode, input.roleCode)) {
    throw refusal('FORBIDDEN', 'createLowerRoles')
  }
}

/** A user to create, with the password already hashed (a proposal keeps only the hash). */
export type NewUser = Omit<CreateMemberInput, 'password' | 'currentPassword'> & { passwordHash: string }

/**
 * Creates a user (member or lower administrator) in the actor's subtree, with an empty wallet. An
 * administrator created without a branch heads a new one of its own, named after it.
 */
export async function createMember(ctx: UseCaseContext, input: CreateMemberInput): Promise<Member> {
  const actor = requireAdmin(ctx)
  await assertMayCreate(ctx, actor, input)
  const { password, currentPassword: _current, ...fields } = input
  return insertUser(ctx, actor, { ...fields, passwordHash: await hashPassword(password) }, actor.userId)
}

/**
 * Inserts the user where `placementOf` puts it. A new SUPER is tied to its creator for four eyes and
 * cools off before approving anything (docs/roles-and-branches.md §5): its creator, proposing, may be
 * someone other than the actor, who approved it.
 */
export async function insertUser(
  ctx: UseCaseContext,
  actor: Actor,
  input: NewUser,
  creatorId: number,
): Promise<Member> {
  const passwordHash = input.passwordHash
  const nickname = input.nickname || input.loginId
  return commit(ctx, async (tx) => {
    if (input.roleCode === 'SUPER') await lockSuperAccounts(tx, creatorId === actor.userId)
    const placement = await placementOf(tx, actor, input)
    // Login ids are case-free: `ADMIN` beside `admin` would be two accounts nobody can tell apart.
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.loginId}) = lower(${input.loginId})`)
    if (taken) throw new DomainError('LOGIN_ID_TAKEN')
    const edge = await lockEdgeState(tx, ctx.clock.now())
    const pointRateTenths =
      input.pointRate === undefined ? defaultPointRateTenths(edge) : Math.round(input.pointRate * 10)
    assertPointRate(edge, pointRateTenths)
    const branch = placement.open ? await openBranch(tx, placement.branch, nickname) : placement.branch
    const orgId = branch.id
    const [user] = await tx
      .insert(users)
      .values({
        orgId,
        roleCode: input.roleCode,
        loginId: input.loginId,
        passwordHash,
        nickname,
        name: input.accountHolder,
        phone: input.phone,
        email: input.email,
        pointRateTenths,
        bankName: input.bankName,
        accountNumber: input.accountNumber,
        accountHolder: input.accountHolder,
      })
      // A concurrent create of the same id, in any case, conflicts on the case-free unique index.
      .onConflictDoNothing()
      .returning({ id: users.id })
    if (!user) throw new DomainError('LOGIN_ID_TAKEN')
    // The administrator a branch was opened for heads it, and so does the first to join a branch without one.
    if (isBranchRole(input.roleCode) && (placement.open || placement.branch.headUserId === null)) {
      await tx.update(orgs).set({ headUserId: user.id }).where(eq(orgs.id, orgId))
    }
    await openWallet(tx, user.id)
    if (input.roleCode === 'SUPER') {
      const now = ctx.clock.now()
      // A creation another SUPER approved ties both ways; the only SUPER's first colleague only one way.
      await tieAccounts(
        tx,
        { account: user.id, by: creatorId, cause: 'CREATED', mutual: creatorId !== actor.userId },
        now,
      )
      await startCoolingOff(tx, user.id, now)
    }
    const member = await profileOf(tx, user.id)
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'USER_CREATE',
      targetType: 'user',
      targetId: user.id,
      after: {
        ...(creatorId === actor.userId ? {} : { proposedBy: creatorId }),
        loginId: member.loginId,
        roleCode: member.roleCode,
        orgId,
        pointRate: member.pointRate,
        ...(placement.open ? { openedBranch: orgId } : {}),
      },
      ip: ctx.ip,
    })
    return member
  })
}
