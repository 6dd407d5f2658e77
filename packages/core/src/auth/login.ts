import { users } from '@pb/db'
import { eq } from 'drizzle-orm'
import type { UseCaseContext } from '../context'
import { DomainError } from '../errors'
import { isAdminRole, type RoleCode } from '../roles'
import type { Area } from './actor'
import { completeSignIn } from './complete-sign-in'
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './rate-limit'
import { secondFactorStep } from './second-factor'

export interface LoginInput {
  loginId: string
  password: string
  area: Area
}

// Verified when the account does not exist, so an unknown id costs as much time as a wrong password.
const decoyHash = await Bun.password.hash('decoy-password', { algorithm: 'argon2id' })

/** Signs a user into one area; the answer never says whether the id or the password was wrong. */
export async function login(ctx: UseCaseContext, input: LoginInput) {
  const { db } = ctx
  const now = ctx.clock.now()
  const loginId = input.loginId.trim()
  await assertLoginAllowed(db, loginId, ctx.ip, now)

  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      roleCode: users.roleCode,
      statusCode: users.statusCode,
    })
    .from(users)
    .where(eq(users.loginId, loginId))
  const passwordOk = await Bun.password.verify(input.password, user?.passwordHash ?? decoyHash)
  if (!user || !passwordOk) {
    await recordLoginFailure(db, loginId, ctx.ip, now)
    throw new DomainError('INVALID_CREDENTIALS')
  }
  const isAdmin = isAdminRole(user.roleCode as RoleCode)
  if (isAdmin !== (input.area === 'admin')) throw new DomainError('AREA_FORBIDDEN')
  if (user.statusCode !== 'ACTIVE') throw new DomainError('ACCOUNT_DISABLED')
  await secondFactorStep(ctx, user, input.area)

  return db.transaction(async (tx) => {
    await clearLoginFailures(tx, loginId)
    return completeSignIn(tx, ctx, user.id, input.area)
  })
}
