import { isAdminRole, type RoleCode } from '@pb/access'
import { type Executor, users } from '@pb/db'
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { UseCaseContext } from '../context'
import { DomainError } from '../errors'
import { readSetting } from '../stored-settings'
import type { Area } from './actor'
import { CHALLENGE_MS, issueLoginChallenge } from './login-challenge'
import {
  deleteRecoveryCodes,
  issueRecoveryCodes,
  looksLikeRecoveryCode,
  spendRecoveryCode,
} from './recovery-codes'
import { matchTotp } from './totp'

/** Whether SUPER made the second factor compulsory for this role. */
export async function totpRequiredFor(executor: Executor, roleCode: RoleCode): Promise<boolean> {
  return isAdminRole(roleCode) && (await readSetting(executor, 'totpRequiredRoles')).includes(roleCode)
}

/**
 * The step of a sign-in after the right password: an administrator who enrolled, or whose role
 * requires the factor, gets TOTP_REQUIRED with a challenge instead of a session. One who must but has
 * not enrolled yet (`enrolled: false`) enrols with that challenge and signs in with the first code.
 */
export async function secondFactorStep(
  ctx: UseCaseContext,
  user: { id: number; passwordHash: string; roleCode: string },
  area: Area,
): Promise<void> {
  if (area !== 'admin') return
  const [row] = await ctx.db
    .select({ confirmedAt: users.totpConfirmedAt })
    .from(users)
    .where(eq(users.id, user.id))
  const enrolled = Boolean(row?.confirmedAt)
  if (!enrolled && !(await totpRequiredFor(ctx.db, user.roleCode as RoleCode))) return
  throw new DomainError('TOTP_REQUIRED', undefined, {
    challengeToken: issueLoginChallenge(user, area, ctx.clock.now()),
    enrolled,
    expiresInSeconds: CHALLENGE_MS / 1000,
  })
}

/**
 * Accepts a code from the authenticator (once: a code's step must be newer than the last accepted)
 * or an unused recovery code. Answers whether it was accepted.
 */
export async function acceptSecondFactor(
  executor: Executor,
  user: { id: number; totpSecret: string | null },
  code: string,
  now: Date,
): Promise<boolean> {
  const trimmed = code.trim()
  if (looksLikeRecoveryCode(trimmed)) return spendRecoveryCode(executor, user.id, trimmed, now)
  return user.totpSecret ? acceptTotpCode(executor, user.id, user.totpSecret, trimmed, now) : false
}

async function acceptTotpCode(
  executor: Executor,
  userId: number,
  secret: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const step = matchTotp(secret, code, now)
  if (step === null) return false
  const taken = await executor
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id })
  return taken.length > 0
}

/**
 * Turns the factor on with the first code of the pending secret: answers the ten recovery codes,
 * or null when the code is wrong.
 */
export async function confirmEnrolment(
  executor: Executor,
  user: { id: number; totpSecret: string | null },
  code: string,
  now: Date,
): Promise<string[] | null> {
  if (!user.totpSecret || !(await acceptTotpCode(executor, user.id, user.totpSecret, code.trim(), now)))
    return null
  await executor.update(users).set({ totpConfirmedAt: now }).where(eq(users.id, user.id))
  return issueRecoveryCodes(executor, user.id, now)
}

/** Turns the factor off: the secret, its last step and every recovery code go. */
export async function removeSecondFactor(executor: Executor, userId: number): Promise<void> {
  await executor
    .update(users)
    .set({ totpSecret: null, totpConfirmedAt: null, totpLastStep: null })
    .where(eq(users.id, userId))
  await deleteRecoveryCodes(executor, userId)
}
