import { type Executor, orgs, queryRows, users } from '@pb/db'
import { eq, sql } from 'drizzle-orm'
import type { UseCaseContext } from '../context'
import { DomainError } from '../errors'
import { suspendedAt } from '../orgs/branch-scope'
import { profileOf } from '../users/profile'
import type { Area } from './actor'
import { issueDeviceToken } from './device-tokens'
import { loginSubject } from './password-attempts'
import { startSession } from './sessions'

/**
 * The end of every sign-in: the user's last login, a new session (marked when it passed a second
 * factor) and who signed in. A branch suspended meanwhile (between the password and a second factor,
 * say) still refuses it.
 */
export async function completeSignIn(
  executor: Executor,
  ctx: UseCaseContext,
  userId: number,
  area: Area,
  secondFactor = false,
) {
  const [branch] = await queryRows<{ suspended: boolean }>(
    executor,
    sql`select ${suspendedAt(sql`o.path`)} as suspended from ${users} u join ${orgs} o on o.id = u.org_id
      where u.id = ${userId}`,
  )
  if (branch?.suspended) throw new DomainError('BRANCH_SUSPENDED')
  const now = ctx.clock.now()
  await executor.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId))
  const session = await startSession(executor, {
    userId,
    area,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    now,
    secondFactor,
  })
  const user = await profileOf(executor, userId)
  const [credential] = await executor
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
  const owner = { subject: loginSubject(user.loginId), credential: credential?.passwordHash ?? '' }
  return {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    user,
    // From now on this device is known to the account's sign-in limits.
    deviceToken: await issueDeviceToken(executor, owner, now),
  }
}
