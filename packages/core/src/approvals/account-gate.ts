import type { CreateMemberInput, MemberPasswordInput, UpdateMemberInput } from '@pb/contract/inputs/members'
import { hashPassword } from '../auth/password-hash'
import { requireAdmin } from '../auth/permissions'
import { resetMemberTotp } from '../auth/totp-reset'
import type { UseCaseContext } from '../context'
import { assertMayCreate, createMember } from '../users/create-member'
import { findManagedUser } from '../users/managed-user'
import { setMemberPassword } from '../users/member-passwords'
import type { Member } from '../users/member-view'
import { updateMember } from '../users/update-member'
import { propose } from './propose'
import { asProposed, type Proposed } from './proposed'
import { superAccounts } from './view'

/**
 * The account calls a SUPER's account changes go through (docs/roles-and-branches.md §5): once two
 * SUPER accounts exist, making a SUPER, changing a SUPER's role or status, and resetting a SUPER's
 * password or second factor become proposals another SUPER approves; everything else is made at once.
 */
export async function createMemberOrPropose(
  ctx: UseCaseContext,
  input: CreateMemberInput,
): Promise<Member | Proposed> {
  if (input.roleCode !== 'SUPER' || (await superAccounts(ctx.db)) < 2) return createMember(ctx, input)
  const actor = requireAdmin(ctx)
  await assertMayCreate(ctx, actor, input)
  const { password, currentPassword: _current, ...fields } = input
  const passwordHash = await hashPassword(password)
  return asProposed(await propose(ctx, 'SUPER_CREATE', { ...fields, passwordHash }))
}

export async function updateMemberOrPropose(
  ctx: UseCaseContext,
  input: UpdateMemberInput,
): Promise<Member | Proposed> {
  const actor = requireAdmin(ctx)
  const target = await findManagedUser(ctx.db, actor, input.id)
  const newRole = input.roleCode !== undefined && input.roleCode !== target.roleCode
  const newStatus = input.statusCode !== undefined && input.statusCode !== target.statusCode
  const touchesSuper = (target.roleCode === 'SUPER' && (newRole || newStatus)) || input.roleCode === 'SUPER'
  // One's own role and status are refused by the change itself, proposal or not.
  if (!touchesSuper || target.id === actor.userId || (await superAccounts(ctx.db)) < 2) {
    return updateMember(ctx, input)
  }
  return asProposed(await propose(ctx, 'SUPER_UPDATE', input))
}

export async function setMemberPasswordOrPropose(
  ctx: UseCaseContext,
  input: MemberPasswordInput,
): Promise<{ ok: true } | Proposed> {
  const actor = requireAdmin(ctx)
  if (input.id === actor.userId || (await findManagedUser(ctx.db, actor, input.id)).roleCode !== 'SUPER') {
    return setMemberPassword(ctx, input)
  }
  const passwordHash = await hashPassword(input.password)
  return asProposed(await propose(ctx, 'SUPER_PASSWORD_RESET', { id: input.id, passwordHash }))
}

export async function resetMemberTotpOrPropose(
  ctx: UseCaseContext,
  input: { id: number },
): Promise<{ ok: true } | Proposed> {
  const actor = requireAdmin(ctx)
  if (input.id === actor.userId || (await findManagedUser(ctx.db, actor, input.id)).roleCode !== 'SUPER') {
    return resetMemberTotp(ctx, input)
  }
  return asProposed(await propose(ctx, 'SUPER_TOTP_RESET', { id: input.id }))
}
