import { idInput } from '@pb/contract/inputs/fields'
import { createMemberInput, memberIdInput, updateMemberInput } from '@pb/contract/inputs/members'
import { users } from '@pb/db'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { requireAdmin } from '../auth/permissions'
import { removeFactorOf } from '../auth/totp-reset'
import type { UseCaseContext } from '../context'
import { DomainError, refusal } from '../errors'
import { insertUser } from '../users/create-member'
import { findManagedUser } from '../users/managed-user'
import { replacePassword } from '../users/member-passwords'
import { updateMember } from '../users/update-member'
import type { KindRules } from './kind-rules'

/** A new SUPER as proposed: the password is kept only as its hash, and never shown. */
export const superCreatePayload = createMemberInput
  .omit({ password: true, currentPassword: true })
  .extend({ roleCode: z.literal('SUPER'), passwordHash: z.string().min(1) })

/** A SUPER's new password as proposed: its hash only. */
export const superPasswordPayload = z.object({ id: idInput('회원 ID'), passwordHash: z.string().min(1) })

/** The SUPER a proposal is about: it must still be one the proposer manages. */
async function managedSuper(ctx: UseCaseContext, id: number) {
  const target = await findManagedUser(ctx.db, requireAdmin(ctx), id)
  if (target.roleCode !== 'SUPER') throw refusal('NOT_FOUND', 'memberNotFound')
  return target
}

/**
 * SUPER accounts under four eyes once two SUPERs exist (docs/roles-and-branches.md §5): making one,
 * changing one's role or status (suspending, reactivating), and resetting one's password or second
 * factor. The approver applies the change; the proposer is recorded as its author, and the accounts
 * it touches are tied to the proposer.
 */
export const accountKinds = {
  SUPER_CREATE: {
    input: superCreatePayload,
    defaultReason: '최고관리자 생성',
    async check(ctx, input) {
      const [taken] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.loginId}) = lower(${input.loginId})`)
      if (taken) throw new DomainError('LOGIN_ID_TAKEN')
    },
    apply: (ctx, input, approval) => insertUser(ctx, requireAdmin(ctx), input, approval.proposedBy),
  } satisfies KindRules<z.output<typeof superCreatePayload>>,
  SUPER_UPDATE: {
    input: updateMemberInput,
    defaultReason: '최고관리자 등급·상태 변경',
    check: async (ctx, input) => void (await findManagedUser(ctx.db, requireAdmin(ctx), input.id)),
    apply: (ctx, input) => updateMember(ctx, input),
  } satisfies KindRules<z.output<typeof updateMemberInput>>,
  SUPER_PASSWORD_RESET: {
    input: superPasswordPayload,
    defaultReason: '최고관리자 비밀번호 재설정',
    check: async (ctx, input) => void (await managedSuper(ctx, input.id)),
    apply: (ctx, input, approval) => replacePassword(ctx, requireAdmin(ctx), input, approval.proposedBy),
  } satisfies KindRules<z.output<typeof superPasswordPayload>>,
  SUPER_TOTP_RESET: {
    input: memberIdInput,
    defaultReason: '최고관리자 2단계 인증 초기화',
    async check(ctx, input) {
      await managedSuper(ctx, input.id)
      const [user] = await ctx.db
        .select({ confirmedAt: users.totpConfirmedAt })
        .from(users)
        .where(eq(users.id, input.id))
      if (!user?.confirmedAt) throw refusal('TOTP_NOT_ENABLED', 'memberHasNoFactor')
    },
    apply: (ctx, input, approval) => removeFactorOf(ctx, requireAdmin(ctx), input.id, approval.proposedBy),
  } satisfies KindRules<z.output<typeof memberIdInput>>,
}
