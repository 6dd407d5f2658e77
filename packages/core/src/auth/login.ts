import { isAdminRole, type RoleCode } from '@pb/access'
import { orgs, users } from '@pb/db'
import { eq, sql } from 'drizzle-orm'
import type { UseCaseContext } from '../context'
import { DomainError } from '../errors'
import { isSuspended } from '../orgs/branch-scope'
import { commit } from '../unit-of-work'
import type { Area } from './actor'
import { completeSignIn } from './complete-sign-in'
import { knownDevice } from './device-tokens'
import { limitedPasswordCheck, loginSubject } from './password-attempts'
import { hashPassword } from './password-hash'
import { secondFactorStep } from './second-factor'

export interface LoginInput {
  loginId: string
  password: string
  area: Area
  /** The device token an earlier sign-in of this account answered, if the device has one. */
  deviceToken?: string
}

let decoyHash: Promise<string> | undefined
/** Verified when the account does not exist, so an unknown id costs as much time as a wrong password. */
const decoy = () => {
  decoyHash ??= hashPassword('decoy-password')
  return decoyHash
}

/** What an account's login id may be made of (the creation rule): so one spelling is one account. */
const LOGIN_ID = /^[A-Za-z0-9]{1,30}$/

/**
 * Signs a user into one area; the answer never says whether the id or the password was wrong.
 * Login ids are case-free: `Member1` signs in as `member1`. An id outside the creation rule (ASCII
 * letters and digits) names no account and is refused before any password is checked, so no other
 * spelling (a dotted capital İ folds to `i` in Postgres but not in JavaScript) reaches an account under
 * a count of its own. A device token of this account makes the device known to the sign-in limits;
 * any other token is as good as none.
 */
export async function login(ctx: UseCaseContext, input: LoginInput) {
  const { db } = ctx
  const loginId = input.loginId.trim()
  if (!LOGIN_ID.test(loginId)) throw new DomainError('INVALID_CREDENTIALS')

  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      roleCode: users.roleCode,
      statusCode: users.statusCode,
      orgPath: orgs.path,
    })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(sql`lower(${users.loginId}) = lower(${loginId})`)
  const subject = loginSubject(loginId)
  const owner = user ? { subject, credential: user.passwordHash } : null
  const device = await knownDevice(db, owner, input.deviceToken, ctx.clock.now())
  const passwordOk = await limitedPasswordCheck(ctx, { kind: 'login', subject, device }, async () =>
    Bun.password.verify(input.password, user?.passwordHash ?? (await decoy())),
  )
  if (!user || !passwordOk) throw new DomainError('INVALID_CREDENTIALS')
  const isAdmin = isAdminRole(user.roleCode as RoleCode)
  if (isAdmin !== (input.area === 'admin')) throw new DomainError('AREA_FORBIDDEN')
  if (user.statusCode !== 'ACTIVE') throw new DomainError('ACCOUNT_DISABLED')
  if (await isSuspended(db, user.orgPath)) throw new DomainError('BRANCH_SUSPENDED')
  await secondFactorStep(ctx, user, input.area)

  return commit(ctx, (tx) => completeSignIn(tx, ctx, user.id, input.area))
}
