import { type Db, users } from '@pb/db'
import { eq } from 'drizzle-orm'
import { DomainError } from '../errors'
import { isAdminRole, type RoleCode } from '../roles'
import { getProfile } from '../users/profile'
import type { Area } from './actor'
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './rate-limit'
import { startSession } from './sessions'

export interface LoginParams {
  loginId: string
  password: string
  area: Area
  ip: string
  userAgent: string
  now?: Date
}

// Verified when the account does not exist, so an unknown id costs as much time as a wrong password.
const decoyHash = await Bun.password.hash('decoy-password', { algorithm: 'argon2id' })

/** Signs a user into one area; the answer never says whether the id or the password was wrong. */
export async function login(db: Db, params: LoginParams) {
  const now = params.now ?? new Date()
  const loginId = params.loginId.trim()
  await assertLoginAllowed(db, loginId, params.ip, now)

  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      roleCode: users.roleCode,
      statusCode: users.statusCode,
    })
    .from(users)
    .where(eq(users.loginId, loginId))
  const passwordOk = await Bun.password.verify(params.password, user?.passwordHash ?? decoyHash)
  if (!user || !passwordOk) {
    await recordLoginFailure(db, loginId, params.ip, now)
    throw new DomainError('INVALID_CREDENTIALS')
  }
  const isAdmin = isAdminRole(user.roleCode as RoleCode)
  if (isAdmin !== (params.area === 'admin')) throw new DomainError('AREA_FORBIDDEN')
  if (user.statusCode !== 'ACTIVE') throw new DomainError('ACCOUNT_DISABLED')

  return db.transaction(async (tx) => {
    await clearLoginFailures(tx, loginId)
    await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id))
    const session = await startSession(tx, {
      userId: user.id,
      area: params.area,
      ip: params.ip,
      userAgent: params.userAgent,
      now,
    })
    return {
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      user: await getProfile(tx, user.id),
    }
  })
}
