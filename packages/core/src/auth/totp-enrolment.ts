import type { RoleCode } from '@pb/access'
import { currentPasswordField } from '@pb/contract/inputs/fields'
import { type Executor, users } from '@pb/db'
import { eq } from 'drizzle-orm'
import { renderSVG } from 'uqr'
import { z } from 'zod'
import { writeAudit } from '../audit'
import type { UseCaseContext } from '../context'
import { DomainError } from '../errors'
import { commit } from '../unit-of-work'
import { requireCurrentPassword } from './current-password'
import { requireAdmin } from './permissions'
import { recoveryCodesLeft } from './recovery-codes'
import { acceptSecondFactor, confirmEnrolment, removeSecondFactor, totpRequiredFor } from './second-factor'
import { newTotpSecret, otpauthUri } from './totp'
import { limitTotpAttempts } from './totp-attempts'

const ISSUER = 'Powerball'

/** Enrolling, confirming and turning the factor off each ask for the password again (step-up). */
export const currentPasswordInput = z.object({ currentPassword: currentPasswordField })

export const totpCodeInput = currentPasswordInput.extend({
  code: z.string().trim().min(1, '인증 코드를 입력해주세요.').max(20, '인증 코드가 올바르지 않습니다.'),
})

async function totpStateOf(executor: Executor, userId: number) {
  const [user] = await executor
    .select({
      id: users.id,
      loginId: users.loginId,
      roleCode: users.roleCode,
      totpSecret: users.totpSecret,
      totpConfirmedAt: users.totpConfirmedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!user) throw new DomainError('NOT_FOUND')
  return user
}

/**
 * A new pending secret for a user who has not enrolled: what the app scans (the `otpauth://` URI as
 * an SVG QR code) or types (the secret). The factor stays off until a code from it is confirmed.
 */
export async function beginEnrolment(
  executor: Executor,
  user: { id: number; loginId: string; totpConfirmedAt: Date | null },
) {
  if (user.totpConfirmedAt) throw new DomainError('TOTP_ALREADY_ENABLED')
  const secret = newTotpSecret()
  await executor.update(users).set({ totpSecret: secret, totpLastStep: null }).where(eq(users.id, user.id))
  const uri = otpauthUri(secret, user.loginId, ISSUER)
  return { secret, otpauthUri: uri, qrSvg: renderSVG(uri, { border: 2 }) }
}

/** Whether the administrator's second factor is on, required for their role, and recovery codes left. */
export async function totpStatus(ctx: UseCaseContext) {
  const actor = requireAdmin(ctx)
  const user = await totpStateOf(ctx.db, actor.userId)
  return {
    enabled: Boolean(user.totpConfirmedAt),
    required: await totpRequiredFor(ctx.db, user.roleCode as RoleCode),
    recoveryCodesLeft: user.totpConfirmedAt ? await recoveryCodesLeft(ctx.db, user.id) : 0,
  }
}

/** A pending secret, for the password's owner only: a stolen session cannot enrol a factor of its own. */
export async function startTotpEnrolment(ctx: UseCaseContext, input: z.infer<typeof currentPasswordInput>) {
  const actor = requireAdmin(ctx)
  const user = await totpStateOf(ctx.db, actor.userId)
  if (user.totpConfirmedAt) throw new DomainError('TOTP_ALREADY_ENABLED')
  await requireCurrentPassword(ctx, actor, input.currentPassword)
  return beginEnrolment(ctx.db, user)
}

/** Turns the factor on with a first code and answers the recovery codes, shown this once. */
export async function confirmTotpEnrolment(ctx: UseCaseContext, input: z.infer<typeof totpCodeInput>) {
  const actor = requireAdmin(ctx)
  const now = ctx.clock.now()
  const user = await totpStateOf(ctx.db, actor.userId)
  if (user.totpConfirmedAt) throw new DomainError('TOTP_ALREADY_ENABLED')
  if (!user.totpSecret) throw new DomainError('TOTP_NOT_ENABLED')
  await requireCurrentPassword(ctx, actor, input.currentPassword)
  const recoveryCodes = await limitTotpAttempts(ctx, user.id, () =>
    commit(ctx, async (tx) => {
      const codes = await confirmEnrolment(tx, user, input.code, now)
      if (codes)
        await writeAudit(tx, {
          actorId: user.id,
          action: 'TOTP_ENABLE',
          targetType: 'user',
          targetId: user.id,
          ip: ctx.ip,
        })
      return codes
    }),
  )
  return { recoveryCodes }
}

/**
 * Turns the factor off with the password and a current code or a recovery code, unless SUPER requires
 * it for the role.
 */
export async function disableTotp(ctx: UseCaseContext, input: z.infer<typeof totpCodeInput>) {
  const actor = requireAdmin(ctx)
  const now = ctx.clock.now()
  const user = await totpStateOf(ctx.db, actor.userId)
  if (!user.totpConfirmedAt) throw new DomainError('TOTP_NOT_ENABLED')
  if (await totpRequiredFor(ctx.db, user.roleCode as RoleCode)) throw new DomainError('TOTP_REQUIRED_BY_ROLE')
  await requireCurrentPassword(ctx, actor, input.currentPassword)
  await limitTotpAttempts(ctx, user.id, () =>
    commit(ctx, async (tx) => {
      if (!(await acceptSecondFactor(tx, user, input.code, now))) return null
      await removeSecondFactor(tx, user.id)
      await writeAudit(tx, {
        actorId: user.id,
        action: 'TOTP_DISABLE',
        targetType: 'user',
        targetId: user.id,
        ip: ctx.ip,
      })
      return true
    }),
  )
  return { ok: true as const }
}
